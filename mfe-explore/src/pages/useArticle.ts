import { useEffect, useState } from 'react';
import type { Article } from 'shared';
import { lookUpArticle } from '../content/articles';

export type ArticleState = { status: 'loading' } | { status: 'found'; article: Article } | { status: 'not-found' };

/** SPEC "Article page": loading, then found or not found. */
export function useArticle(slug: string | undefined): ArticleState {
  const [state, setState] = useState<ArticleState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    lookUpArticle(slug).then((article) => {
      if (!cancelled) setState(article ? { status: 'found', article } : { status: 'not-found' });
    });
    return () => {
      cancelled = true;
    };
  }, [slug]);
  return state;
}
