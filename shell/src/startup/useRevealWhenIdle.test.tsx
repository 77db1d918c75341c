import { act, render, screen } from '@testing-library/react';
import { DEFERRED_WORK_DONE_MARK, DEFERRED_WORK_MARK } from './startupMarks';
import { fakeIdleAndLoad } from './testing/fakeIdle';
import { useRevealWhenIdle } from './useRevealWhenIdle';

function Parts({ loaders }: { loaders: ReadonlyArray<() => Promise<void>> }) {
  return <output>{useRevealWhenIdle(loaders)}</output>;
}

describe('useRevealWhenIdle', () => {
  let browser: ReturnType<typeof fakeIdleAndLoad>;
  // The page's performance marks, as the size report and browser tests read them.
  let marks: string[];
  beforeEach(() => {
    browser = fakeIdleAndLoad();
    marks = browser.marks;
  });
  afterEach(() => browser.restore());
  const revealed = () => Number(screen.getByRole('status').textContent);
  const step = (what: () => Promise<void>) => act(what);

  it('reveals the parts one at a time, each after its code and an idle moment, only once the page has loaded', async () => {
    const loaded: string[] = [];
    const loaders = ['a', 'b'].map((name) => async () => void loaded.push(name));
    render(<Parts loaders={loaders} />);
    expect(revealed()).toBe(0);

    // Nothing before the page's load event, whatever idle moments come.
    await step(() => browser.runIdle());
    expect([loaded, revealed()]).toEqual([[], 0]);

    await step(() => browser.finishLoading());
    expect(loaded).toEqual([]);
    // The first idle moment after load starts the deferred work and loads the first part's code.
    await step(() => browser.runIdle());
    expect(loaded).toEqual(['a']);
    expect(marks).toEqual([DEFERRED_WORK_MARK]);
    expect(revealed()).toBe(0);
    // Its own idle moment lets it render; the next part waits for another.
    await step(() => browser.runIdle());
    expect([loaded, revealed()]).toEqual([['a'], 1]);
    await step(() => browser.runIdle());
    expect([loaded, revealed()]).toEqual([['a', 'b'], 1]);
    await step(() => browser.runIdle());
    expect(revealed()).toBe(2);
    expect(marks).toEqual([DEFERRED_WORK_MARK]);
    await step(() => browser.runIdle());
    expect(marks).toEqual([DEFERRED_WORK_MARK, DEFERRED_WORK_DONE_MARK]);
  });

  it('reveals nothing when not enabled, and loads a list of parts once however often the page is shown', async () => {
    const load = jest.fn(async () => undefined);
    const loaders = [load];
    const Disabled = () => <output>{useRevealWhenIdle(loaders, false)}</output>;
    const { unmount } = render(<Disabled />);
    await step(() => browser.finishLoading());
    await step(() => browser.runIdle());
    expect([load.mock.calls.length, revealed()]).toEqual([0, 0]);
    unmount();

    for (let visit = 0; visit < 2; visit++) {
      const { unmount: leave } = render(<Parts loaders={loaders} />);
      for (let turn = 0; turn < 4; turn++) await step(() => browser.runIdle());
      expect(revealed()).toBe(1);
      leave();
    }
    expect(load).toHaveBeenCalledTimes(1);
  });
});
