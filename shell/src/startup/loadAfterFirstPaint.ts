import { PAGE_PRELOADS_ID, type PagePreload } from './pagePreloads';

/**
 * The shell's first script, and the only one in the page's HTML. The server's HTML is the page, so
 * nothing is fetched before it is on screen: once the first frame is painted, this starts the app's
 * scripts (`data-main`) and the files the page's section needs (#expo-preloads, written by the
 * server), all at once. Fetched earlier, they would share a slow connection with the page itself.
 */
const loader = document.currentScript as HTMLScriptElement | null;

function pagePreloads(): PagePreload[] {
  try {
    return JSON.parse(document.getElementById(PAGE_PRELOADS_ID)?.textContent ?? '[]') as PagePreload[];
  } catch {
    return []; // no hints: the app fetches what it needs anyway
  }
}

function loadApp() {
  for (const src of (loader?.dataset.main ?? '').split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order, as the entry's files were listed
    document.head.append(script);
  }
  for (const { href, as } of pagePreloads()) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // The federation runtime's fetch() is a CORS request with same-origin credentials: the preload must match it to be used.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

// A frame is requested, and the timeout runs once it has been painted. A hidden tab paints no frames: start at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(loadApp, 0));
else loadApp();
