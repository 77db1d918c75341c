import { Container, Skeleton } from 'shared/mui';
import { useTranslation } from 'shared';
import { ARTICLE_COPY } from '../content/articles';

/** An article's shape while it loads: back link, title, byline, hero image and a few lines. */
export function ArticleSkeleton() {
  const { loading } = useTranslation(ARTICLE_COPY);
  return (
    <Container maxWidth="md" sx={{ py: 6 }} role="status" aria-label={loading} data-testid="article-skeleton">
      <Skeleton variant="text" width={160} />
      <Skeleton variant="text" sx={{ fontSize: '2.6rem' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', my: 3 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Container>
  );
}
