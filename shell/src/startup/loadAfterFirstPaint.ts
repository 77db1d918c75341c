import { FIRST_PAINT_ATTRIBUTE, PAGE_PRELOADS_ID, type PagePreload } from 'shared/site';
import { holdEarlyClicks } from './earlyClicks';
import { DEFERRED_WORK_DONE_MARK, markDeferredWorkStart } from './startupMarks';
import { nextIdle, pageLoaded, pageParsed } from './whenIdle';

/**
 * The shell's first script, and the only one in the page's HTML. The server's HTML is the page, so
 * nothing is fetched before it is on screen: once the first frame is painted, this starts the app's
 * scripts (`data-main`) and the files the page's section needs (#expo-preloads, written by the
 * server), all at once, and lets decorative photos load (FIRST_PAINT_ATTRIBUTE). Fetched earlier,
 * they would share a slow connection with the page itself. Files marked `idle` (Home's widgets) are
 * prefetched, not run, once the page has loaded and the browser is idle.
 */
const loader = document.currentScript as HTMLScriptElement | null;

function pagePreloads(): PagePreload[] {
  try {
    return JSON.parse(document.getElementById(PAGE_PRELOADS_ID)?.textContent ?? '[]') as PagePreload[];
  } catch {
    return []; // no hints: the app fetches what it needs anyway
  }
}

function linkTo({ href, as }: PagePreload, rel: 'preload' | 'prefetch') {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = as;
  link.href = href;
  // The federation runtime's fetch() is a CORS request with same-origin credentials: the hint must match it to be used.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
  return link;
}

/**
 * Once the page has loaded and the browser is idle: the files are in the cache for when they run. In
 * small tasks, as the page's own preloads: Home names a couple of dozen, and started in one idle
 * callback they made a task long enough to count as blocking on a slow phone.
 */
function prefetchWhenIdle(files: PagePreload[]) {
  if (files.length === 0) return;
  const prefetch = () => {
    markDeferredWorkStart();
    // Fetched or failed alike: a remote that is down shows its notice when its widget is reached.
    let unsettled = files.length;
    const settled = () => {
      unsettled -= 1;
      if (unsettled === 0 && performance.getEntriesByName(DEFERRED_WORK_DONE_MARK).length === 0)
        performance.mark(DEFERRED_WORK_DONE_MARK);
    };
    inSmallTasks(files, (file) => {
      const link = linkTo(file, 'prefetch');
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    });
  };
  void pageLoaded().then(nextIdle).then(prefetch);
}

function loadApp() {
  document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  for (const src of (loader?.dataset.main ?? '').split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // in order, as the entry's files were listed
    document.head.append(script);
  }
  const preloads = pagePreloads();
  inSmallTasks(
    preloads.filter((file) => !file.idle),
    (file) => linkTo(file, 'preload'),
  );
  prefetchWhenIdle(preloads.filter((file) => file.idle));
}

/** Starting a fetch costs the main thread a little: a few at a time, so a slow phone never meets one long task. */
function inSmallTasks<T>(items: T[], each: (item: T) => void) {
  const PER_TASK = 3;
  items.slice(0, PER_TASK).forEach(each);
  if (items.length > PER_TASK) setTimeout(() => inSmallTasks(items.slice(PER_TASK), each));
}

/** Longest wait for the first contentful paint: a page that is slow to paint still gets its scripts. */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `start` once the browser reports the first contentful paint, which it does when the frame is
 * on screen (a frame's callback comes earlier, and a first paint may be only the background). A
 * hidden tab paints nothing, and a browser without paint timing says nothing: they start at once.
 */
function afterFirstContentfulPaint(start: () => void) {
  if (
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return start();
  let started = false;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  const timeout = setTimeout(() => once(), FIRST_PAINT_WAIT_MS);
  function once() {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timeout);
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
}

// A tap on a button before the app has started is held for it (earlyClicks.ts), not lost.
holdEarlyClicks();
// This script is async (it runs as soon as it arrives, so taps are held from the page's first frame),
// which can be before the rest of a long page has arrived: the app starts once the page is parsed,
// as the page's preload hints are at its end.
afterFirstContentfulPaint(() => void pageParsed().then(loadApp));
