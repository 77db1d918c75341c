import { useSiteQuery } from 'shared/query';
import { ARTICLE_LOADING_DELAY_MS, findArticle, type Article } from '../content/articles';

/** SPEC section 7: the article lookup is local, answered after a simulated 500 ms delay; null when no article has that slug. */
export function fetchArticle(slug: string | undefined, delayMs = ARTICLE_LOADING_DELAY_MS): Promise<Article | null> {
  return new Promise((resolve) => setTimeout(() => resolve(findArticle(slug) ?? null), delayMs));
}

/**
 * An article by slug through the site's query client (SPEC "Article page": loading, then found or
 * not found). Nothing is kept once the page is left (gcTime 0), so every visit, client navigation
 * included, shows the skeleton for the lookup's 500 ms.
 */
export function useArticle(slug: string | undefined) {
  return useSiteQuery({ queryKey: ['article', slug], queryFn: () => fetchArticle(slug), gcTime: 0 });
}
