import { Suspense, lazy, useState } from 'react';
import { Box, Button, Chip, Container, Grid, Stack, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import {
  ArrowBackIcon,
  BookmarkBorderIcon,
  BookmarkIcon,
  ContentCard,
  NotFoundInSection,
  SafeImage,
  ShareIcon,
  useFirstRenderFromServer,
  useLocale,
  usePageMeta,
  useTranslation,
} from 'shared';
import { useArticle } from '../api/article';
import { ArticleBlocks } from '../components/ArticleBlocks';
import { ArticleSkeleton } from '../components/ArticleSkeleton';
import { ARTICLE_COPY, articleLink, articleMeta, findArticle, otherArticles, type Article } from '../content/articles';
import { BACK_TO_EXPLORE, EXPLORE_LINK } from '../content/explore';

// The 'Link copied' notice's code loads with the first copy, not with the section's first load.
const Snackbar = lazy(() => import('shared/mui-widgets/snackbar').then((module) => ({ default: module.Snackbar })));

function ArticleView({ article }: { article: Article }) {
  const { locale, dir } = useLocale();
  const copy = useTranslation(ARTICLE_COPY);
  const back = useTranslation(BACK_TO_EXPLORE);
  usePageMeta(articleMeta(article));
  const [saved, setSaved] = useState(false);
  // undefined until the link is first copied: the notice is not rendered (nor its code loaded) before.
  const [linkCopied, setLinkCopied] = useState<boolean>();
  const share = async () => {
    // Share with the platform's share sheet where there is one, else copy the link.
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: article.title, url });
      else await navigator.clipboard?.writeText(url);
      if (!navigator.share) setLinkCopied(true);
    } catch {
      /* the visitor cancelled the share sheet */
    }
  };
  return (
    <Container maxWidth="md" component="article" sx={{ py: 6 }}>
      <Box sx={{ mb: 2 }}>
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />}
        >
          {back.label}
        </Button>
      </Box>
      <Chip label={article.category} color="primary" size="small" sx={{ mb: 1 }} />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 4vw, 2.8rem)', mb: 1 }}>
        {article.title}
      </Typography>
      <Typography color="text.secondary">
        {article.date} · {copy.readTime(article.readTime)} ·{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {article.author}
        </Box>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        <Button variant="outlined" size="small" startIcon={<ShareIcon />} onClick={share}>
          {copy.share}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
          aria-pressed={saved}
          onClick={() => setSaved((s) => !s)}
        >
          {saved ? copy.saved : copy.save}
        </Button>
      </Stack>
      <SafeImage src={article.image} alt={article.title} lazy={false} sx={{ borderRadius: 2, mb: 3 }} />
      <Typography sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 3 }}>{article.excerpt}</Typography>
      <ArticleBlocks blocks={article.content} />
      <Stack
        direction="row"
        component="ul"
        aria-label={copy.tags}
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 4 }}
      >
        {article.tags.map((tag) => (
          <li key={tag}>
            <Chip label={tag} variant="outlined" />
          </li>
        ))}
      </Stack>
      <Box component="section" aria-labelledby="more-heading" sx={{ mt: 6 }}>
        <Typography id="more-heading" variant="sectionTitle" sx={{ mb: 2 }}>
          {copy.moreToExplore}
        </Typography>
        <Grid container spacing={3}>
          {otherArticles(article.slug, locale).map((other) => (
            <Grid key={other.slug} size={{ xs: 12, md: 4 }}>
              <ContentCard
                title={other.title}
                description={other.excerpt}
                image={other.image}
                link={articleLink(other.slug)}
                badge={other.category}
              />
            </Grid>
          ))}
        </Grid>
      </Box>
      {linkCopied !== undefined && (
        <Suspense fallback={null}>
          <Snackbar
            open={linkCopied}
            autoHideDuration={4000}
            onClose={() => setLinkCopied(false)}
            message={copy.linkCopied}
          />
        </Suspense>
      )}
    </Container>
  );
}

function ArticleOrNotFound({ article }: { article: Article | null }) {
  const { notFound } = useTranslation(ARTICLE_COPY);
  if (!article)
    return (
      <NotFoundInSection
        title={notFound.title}
        message={notFound.message}
        backLabel={notFound.back}
        backTo={EXPLORE_LINK}
      />
    );
  return <ArticleView article={article} />;
}

/** Client-side navigation: the lookup, its skeleton for about 500 ms, then the article or 'Article Not Found'. */
function ArticleLookup({ slug }: { slug: string | undefined }) {
  const { data: article, isPending } = useArticle(slug);
  if (isPending) return <ArticleSkeleton />;
  return <ArticleOrNotFound article={article ?? null} />;
}

/**
 * /things-to-do/{slug}. Rendered on the server (and hydrating its HTML), the article the visitor
 * asked for is there at once from the local content, so the page's HTML holds it and an unknown
 * slug answers 404; the next article reached in the browser goes through the lookup and its skeleton.
 */
export function ArticlePage() {
  const { slug } = useParams();
  const { locale } = useLocale();
  const fromServer = useFirstRenderFromServer();
  const [serverSlug, setServerSlug] = useState(fromServer ? slug : null);
  // Once the visitor moves on to another article, the server's one is behind them for good.
  if (serverSlug !== null && serverSlug !== slug) setServerSlug(null);
  if (serverSlug === slug) return <ArticleOrNotFound article={findArticle(slug, locale) ?? null} />;
  return <ArticleLookup slug={slug} />;
}
