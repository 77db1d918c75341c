import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'shared/router';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DeferredWidget } from './DeferredWidget';
import { expectConsoleError } from 'shared/testing';
import { DEFERRED_WORK_MARK } from '../../startup/startupMarks';
import { fakeIdleAndLoad } from '../../startup/testing/fakeIdle';
import { HELD_INPUT } from '../../startup/heldInput';

// The first script, which every page runs before the app, hands the gates their held input's handling.
window.expoHeldInput = HELD_INPUT;

/** The browser's IntersectionObserver, driven by the test: `scrollNear()` brings every watched element near. */
const watched: Array<{ callback: IntersectionObserverCallback; element: Element }> = [];
class TestIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.push({ callback: this.callback, element });
  }
  disconnect() {
    watched.splice(0, watched.length, ...watched.filter((entry) => entry.callback !== this.callback));
  }
}
const scrollNear = () =>
  watched
    .slice()
    .forEach(({ callback, element }) =>
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver),
    );

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>Add to Cart ({count})</button>;
}

function EmailField() {
  const [email, setEmail] = useState('');
  return (
    <>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email || 'nothing typed'}</output>
    </>
  );
}

function SearchField() {
  const [location, setLocation] = useState('Osaka');
  const [searched, setSearched] = useState('');
  return (
    <>
      <input aria-label="Location" value={location} onChange={(event) => setLocation(event.target.value)} />
      <button onClick={() => setSearched(location)}>Search</button>
      <output>{searched ? `Searched ${searched}` : 'No search yet'}</output>
    </>
  );
}

/** A widget whose code loads when the test says so. */
function widgetLoad() {
  let finish: () => void = () => undefined;
  const load = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { load, finish: () => act(async () => finish()) };
}

/** The widget under the site's router, as on a page. */
const routed = (tree: ReactNode) => <MemoryRouter initialEntries={['/']}>{tree}</MemoryRouter>;

const page = (load: () => Promise<void>, Widget: ComponentType = Counter) =>
  routed(
    <DeferredWidget ready={false} load={load} placeholder={<p>Loading…</p>}>
      <Widget />
    </DeferredWidget>,
  );

let root: Root | undefined;
let container: HTMLElement;

/**
 * The server's HTML for the widget, hydrated as the browser would. The server renders DeferredWidget
 * straight through to this markup (a box, a Suspense boundary, the widget); rendered here, where there
 * is a window, it would wait for the widget's code as the browser does.
 */
async function hydrateServerHtml(
  load: () => Promise<void>,
  tree: ReactNode = page(load),
  Widget: ComponentType = Counter,
) {
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </div>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
}

beforeEach(() => {
  watched.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestIntersectionObserver;
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('<DeferredWidget> rendered by the server', () => {
  it('keeps the server’s HTML and loads no code until the visitor nears the widget', async () => {
    const browser = fakeIdleAndLoad();
    try {
      await browser.finishLoading();
      const { load, finish } = widgetLoad();
      await hydrateServerHtml(load);
      expect(screen.getByRole('button', { name: 'Add to Cart (0)' })).toBeInTheDocument();
      await act(() => browser.runIdle());
      expect(load).not.toHaveBeenCalled();

      await act(async () => scrollNear());
      await act(() => browser.runIdle());
      expect(load).toHaveBeenCalledTimes(1);
      // Its code is the page's deferred work, never its first load (npm run size tells them apart by this mark).
      expect(browser.marks).toEqual([DEFERRED_WORK_MARK]);
      await finish();
      fireEvent.click(screen.getByRole('button'));
      expect(screen.getByRole('button')).toHaveAccessibleName('Add to Cart (1)');
    } finally {
      browser.restore();
    }
  });

  it('near the screen while the page is still loading, loads its code only once the page has loaded and is idle', async () => {
    const browser = fakeIdleAndLoad();
    try {
      const { load } = widgetLoad();
      await hydrateServerHtml(load);
      await act(async () => scrollNear());
      await act(() => browser.runIdle());
      expect(load).not.toHaveBeenCalled();
      await act(() => browser.finishLoading());
      expect(load).not.toHaveBeenCalled();
      await act(() => browser.runIdle());
      expect(load).toHaveBeenCalledTimes(1);
      expect(browser.marks).toEqual([DEFERRED_WORK_MARK]);
    } finally {
      browser.restore();
    }
  });

  it('starts loading when the visitor reaches for it (pointer or keyboard focus)', async () => {
    for (const reach of [
      (button: HTMLElement) => fireEvent.pointerOver(button),
      (button: HTMLElement) => fireEvent.focusIn(button),
    ]) {
      const { load } = widgetLoad();
      await hydrateServerHtml(load);
      await act(async () => reach(screen.getByRole('button')));
      expect(load).toHaveBeenCalledTimes(1);
      act(() => root?.unmount());
      container.remove();
      root = undefined;
    }
  });

  it('holds clicks that land before hydration and replays them, in order, on the same element once hydrated', async () => {
    const { load, finish } = widgetLoad();
    await hydrateServerHtml(load);
    const serverButton = screen.getByRole('button');
    const defaultPrevented = !fireEvent.click(serverButton);
    fireEvent.click(serverButton);
    expect(defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(serverButton).toHaveAccessibleName('Add to Cart (0)');

    await finish();
    expect(screen.getByRole('button')).toBe(serverButton);
    await waitFor(() => expect(serverButton).toHaveAccessibleName('Add to Cart (2)'));
    // From here on clicks are React's alone, not replayed again.
    fireEvent.click(serverButton);
    expect(serverButton).toHaveAccessibleName('Add to Cart (3)');
  });

  it("keeps presses on the part from React's root until it has hydrated, so React never hydrates it inside a tap", async () => {
    const { load, finish } = widgetLoad();
    await hydrateServerHtml(load);
    // React listens on its root (the container): a press it hears on a part it has not hydrated makes
    // it hydrate that part at once, in one long task.
    const heardByRoot: string[] = [];
    const heardElsewhere: string[] = [];
    const presses = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend'];
    // In the capture phase, as React listens: React stops a press on a part it has not hydrated there.
    presses.forEach((type) => container.addEventListener(type, () => heardByRoot.push(type), true));
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    presses.forEach((type) => elsewhere.addEventListener(type, () => heardElsewhere.push(type)));
    try {
      const serverButton = screen.getByRole('button', { name: 'Add to Cart (0)' });
      fireEvent.pointerDown(serverButton);
      fireEvent.mouseDown(serverButton);
      fireEvent.touchStart(serverButton);
      fireEvent.pointerUp(serverButton);
      fireEvent.mouseUp(serverButton);
      fireEvent.touchEnd(serverButton);
      fireEvent.click(serverButton);
      expect(heardByRoot).toEqual([]);
      // The press still tells the gate the visitor reached for the part; presses elsewhere go on as ever.
      expect(load).toHaveBeenCalledTimes(1);
      fireEvent.pointerDown(elsewhere);
      fireEvent.touchEnd(elsewhere);
      expect(heardElsewhere).toEqual(['pointerdown', 'touchend']);

      await finish();
      await waitFor(() => expect(serverButton).toHaveAccessibleName('Add to Cart (1)'));
      fireEvent.pointerDown(serverButton);
      fireEvent.mouseUp(serverButton);
      expect(heardByRoot).toEqual(['pointerdown', 'mouseup']);
    } finally {
      elsewhere.remove();
    }
  });

  it('hands what was typed before hydration to the part, with what is typed after it until the replay', async () => {
    const { load, finish } = widgetLoad();
    await hydrateServerHtml(load, page(load, EmailField), EmailField);
    const field = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.input(field, { target: { value: 'a@' } });
    // Typing is reaching for the part: its code starts loading.
    expect(load).toHaveBeenCalledTimes(1);
    await finish();
    // Hydrated, its held input not yet replayed (that waits for an idle moment): React hears this edit too.
    fireEvent.input(field, { target: { value: 'a@b.c' } });
    expect(screen.getByRole('status')).toHaveTextContent('a@b.c');
    // Replayed once idle: the part is handed the latest value, not the one typed before it hydrated.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('status')).toHaveTextContent('a@b.c');
    expect(field).toHaveValue('a@b.c');
  });

  it('holds a click after hydration behind the edits still to be replayed: a search runs with what was typed', async () => {
    const { load, finish } = widgetLoad();
    await hydrateServerHtml(load, page(load, SearchField), SearchField);
    fireEvent.input(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Atlantis' } });
    await finish();
    // Hydrated, the typed location not yet handed over (that waits for an idle moment): the click waits too.
    expect(fireEvent.click(screen.getByRole('button', { name: 'Search' }))).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('status')).toHaveTextContent('Searched Atlantis');
    // Replayed: from here on clicks are React's at once.
    fireEvent.input(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Riyadh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status')).toHaveTextContent('Searched Riyadh');
  });
});

describe('<DeferredWidget> opening once the page is idle, rendered by the server', () => {
  const idlePage = (load: () => Promise<void>) =>
    routed(
      <DeferredWidget ready={false} load={load} placeholder={<p>Loading…</p>} opensOn="idle">
        <Counter />
      </DeferredWidget>,
    );

  it('loads its code and hydrates once the page has loaded and gone idle, with the visitor nowhere near it', async () => {
    const { load, finish } = widgetLoad();
    await hydrateServerHtml(load, idlePage(load));
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await finish();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveAccessibleName('Add to Cart (1)');
  });

  it('still opens early for a visitor reaching for it, and loads nothing once it has gone from the page', async () => {
    const early = widgetLoad();
    await hydrateServerHtml(early.load, idlePage(early.load));
    await act(async () => fireEvent.pointerOver(screen.getByRole('button')));
    expect(early.load).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();

    const gone = widgetLoad();
    await hydrateServerHtml(gone.load, idlePage(gone.load));
    act(() => root?.unmount());
    root = undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gone.load).not.toHaveBeenCalled();
  });
});

describe('<DeferredWidget> on a page left by a navigation, rendered by the server', () => {
  /** The page's path, which the widget shows, and a way to another page (outside the widget, hydrated at once). */
  const PathText = () => <p>{useLocation().pathname}</p>;
  function Away() {
    const navigate = useNavigate();
    return <button onClick={() => navigate('/ar')}>العربية</button>;
  }

  it('loads its code when a navigation waits for the part, keeps the server’s HTML meanwhile, then shows the new page', async () => {
    const { load, finish } = widgetLoad();
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <button>العربية</button>
        <div>
          <Suspense fallback={null}>
            <p>/</p>
          </Suspense>
        </div>
      </>,
    );
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        routed(
          <>
            <Away />
            <DeferredWidget ready={false} load={load} placeholder={<p>Loading…</p>}>
              <PathText />
            </DeferredWidget>
          </>,
        ),
      );
    });
    const serverText = screen.getByText('/');
    expect(load).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'العربية' })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('/')).toBe(serverText);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    await finish();
    await waitFor(() => expect(serverText).toHaveTextContent('/ar'));
  });
});

describe('<DeferredWidget> with a link in it, rendered by the server', () => {
  it('leaves a click that opens a new tab to the browser, and still starts loading', async () => {
    const { load } = widgetLoad();
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <div>
        <Suspense fallback={null}>
          <a href="/e-shop">Browse</a>
        </Suspense>
      </div>,
    );
    document.body.append(container);
    const tree = routed(
      <DeferredWidget ready={false} load={load} placeholder={null}>
        <a href="/e-shop">Browse</a>
      </DeferredWidget>,
    );
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    // The browser's own handling of the click is a navigation, which jsdom reports it cannot do.
    const navigation = expectConsoleError(/Not implemented: navigation/);
    const link = screen.getByRole('link', { name: 'Browse' });
    const notCancelled = fireEvent.click(link, { ctrlKey: true });
    expect(notCancelled).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigation).toHaveLength(1);
  });
});

describe('<DeferredWidget> rendered by the browser alone', () => {
  it('shows the placeholder until the page is idle, then the widget', async () => {
    const { load } = widgetLoad();
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(page(load)));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () =>
      root!.render(
        routed(
          <DeferredWidget ready load={load} placeholder={<p>Loading…</p>}>
            <Counter />
          </DeferredWidget>,
        ),
      ),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart (0)' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
