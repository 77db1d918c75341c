import { nextIdle, pageLoaded, pageParsed } from './whenIdle';
import { fakeIdleAndLoad } from './testing/fakeIdle';

describe('whenIdle', () => {
  let browser: ReturnType<typeof fakeIdleAndLoad>;
  beforeEach(() => (browser = fakeIdleAndLoad()));
  afterEach(() => browser.restore());

  it("nextIdle resolves at the browser's next idle moment, not before", async () => {
    let idle = false;
    void nextIdle().then(() => (idle = true));
    await Promise.resolve();
    expect([idle, browser.pending()]).toEqual([false, 1]);
    await browser.runIdle();
    expect(idle).toBe(true);
  });

  it('nextIdle falls back to a short timeout where the browser has no idle callback', async () => {
    jest.useFakeTimers();
    const requestIdleCallback = window.requestIdleCallback;
    // @ts-expect-error: a browser without requestIdleCallback (Safari before 18).
    delete window.requestIdleCallback;
    try {
      let idle = false;
      void nextIdle().then(() => (idle = true));
      await jest.advanceTimersByTimeAsync(49);
      expect(idle).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(idle).toBe(true);
    } finally {
      window.requestIdleCallback = requestIdleCallback;
      jest.useRealTimers();
    }
  });

  it('pageLoaded waits for the load event, and resolves at once once the page has loaded', async () => {
    let loaded = false;
    void pageLoaded().then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    await browser.finishLoading();
    expect(loaded).toBe(true);
    let again = false;
    void pageLoaded().then(() => (again = true));
    await Promise.resolve();
    expect(again).toBe(true);
  });

  it('pageParsed waits for the document to be parsed, and resolves at once once it is', async () => {
    browser.stillParsing();
    let parsed = false;
    void pageParsed().then(() => (parsed = true));
    await Promise.resolve();
    expect(parsed).toBe(false);
    await browser.finishParsing();
    expect(parsed).toBe(true);
    let again = false;
    void pageParsed().then(() => (again = true));
    await Promise.resolve();
    expect(again).toBe(true);
  });
});
