import { PAGE_STATE_ID, type PageState } from 'shared/site';

/** The server-rendered page's state, or undefined on a page the browser renders alone (dev, a static host). */
export function readPageState(): PageState | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    console.error('[federation] the page state is not JSON; reading the registry instead');
    return undefined;
  }
}
