import { useState } from 'react';
import { useClientValue } from './useClientValue';

/**
 * True when this component's first render was on the server or hydrated the server's HTML, and
 * stays what it was at that first render. A page that shows a loading state on client-side
 * navigation (the article's 500 ms skeleton) renders its content at once when this is true, so the
 * server's HTML holds the content and hydration finds the same.
 */
export function useFirstRenderFromServer(): boolean {
  const fromServer = useClientValue(() => false, true);
  const [firstRender] = useState(fromServer);
  return firstRender;
}
