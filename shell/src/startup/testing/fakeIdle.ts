/**
 * Test-only: the browser's idle callbacks, run when the test says (`runIdle`), the page's parsing and
 * load, ended when the test says (`stillParsing` then `finishParsing`; `finishLoading`), and its performance marks (`marks`, which jsdom lacks).
 * Installed on jsdom's window; `restore` takes them away.
 */
export function fakeIdleAndLoad() {
  const waiting: IdleRequestCallback[] = [];
  const marks: string[] = [];
  Object.defineProperty(performance, 'mark', { configurable: true, value: (name: string) => void marks.push(name) });
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => marks.filter((mark) => mark === name),
  });
  const original = {
    requestIdleCallback: window.requestIdleCallback,
    readyState: Object.getOwnPropertyDescriptor(document, 'readyState'),
  };
  let readyState: DocumentReadyState = 'interactive';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  window.requestIdleCallback = ((callback: IdleRequestCallback) =>
    waiting.push(callback)) as typeof window.requestIdleCallback;
  return {
    /** The performance marks the page has set, in order. */
    marks,
    /** Idle callbacks asked for and not yet run. */
    pending: () => waiting.length,
    /** Runs the idle callbacks asked for so far (not those they ask for in turn), then lets promises settle. */
    async runIdle() {
      for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    },
    /** The document is still being parsed (until finishParsing). */
    stillParsing() {
      readyState = 'loading';
    },
    async finishParsing() {
      readyState = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    },
    async finishLoading() {
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    },
    restore() {
      delete (performance as { mark?: unknown }).mark;
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
      window.requestIdleCallback = original.requestIdleCallback;
      if (original.readyState) Object.defineProperty(document, 'readyState', original.readyState);
      else delete (document as { readyState?: unknown }).readyState;
    },
  };
}
