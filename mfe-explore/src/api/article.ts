import { useLocale, type Locale } from 'shared';
import { useSiteQuery } from 'shared/query';
import { ARTICLE_LOADING_DELAY_MS, findArticle, type Article } from '../content/articles';

/** SPEC section 7: the article lookup is local, answered after a simulated 500 ms delay; null when no article has that slug. */
export function fetchArticle(
  slug: string | undefined,
  locale: Locale,
  delayMs = ARTICLE_LOADING_DELAY_MS,
): Promise<Article | null> {
  return new Promise((resolve) => setTimeout(() => resolve(findArticle(slug, locale) ?? null), delayMs));
}

/**
 * An article by slug, in the page's language, through the site's query client (SPEC "Article page":
 * loading, then found or not found). Nothing is kept once the page is left (gcTime 0), so every
 * visit, client navigation included, shows the skeleton for the lookup's 500 ms.
 */
export function useArticle(slug: string | undefined) {
  const { locale } = useLocale();
  return useSiteQuery({ queryKey: ['article', locale, slug], queryFn: () => fetchArticle(slug, locale), gcTime: 0 });
}
