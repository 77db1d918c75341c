import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'shared/router';
import { StaticRegion } from './StaticRegion';
import { deferredPart } from './deferredPart';
import { HELD_INPUT } from '../../startup/heldInput';

// The first script, which every page runs before the app, hands the gates their held input's handling.
window.expoHeldInput = HELD_INPUT;

/** Some content with one control in it: its text never needs code, its button does. */
function Banner() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <p>Secure Your Tickets Today</p>
      <button onClick={() => setCount((n) => n + 1)}>Buy Tickets ({count})</button>
    </section>
  );
}

/** The region's code, which arrives when the test says so. */
function bannerCode() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const importPart = jest.fn(() => arrived.then(() => Banner));
  return { part: deferredPart(importPart), importPart, arrive: () => act(async () => arrive()) };
}

/** Every IntersectionObserver created reports its element in view at once. */
class AlwaysInView {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
  disconnect() {}
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = AlwaysInView;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('<StaticRegion> rendered by the server', () => {
  async function hydrateServerHtml(part: ReturnType<typeof bannerCode>['part']) {
    // The server's markup of StaticRegion: a box, the gate's boundary, the part's own boundary, the part.
    container.innerHTML = renderToString(
      <div>
        <Suspense fallback={null}>
          <Suspense fallback={null}>
            <Banner />
          </Suspense>
        </Suspense>
      </div>,
    );
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter>
          <StaticRegion part={part} placeholder={<p>Loading…</p>} />
        </MemoryRouter>,
      );
    });
  }

  it('stays the server’s HTML and loads no code when in view, hovered or focused, or when its text is clicked', async () => {
    const { part, importPart } = bannerCode();
    await hydrateServerHtml(part);
    const button = screen.getByRole('button', { name: 'Buy Tickets (0)' });
    // React tries to hydrate a part a visitor acts on: awaited, as the browser's task would be.
    let textClickNotCancelled = false;
    await act(async () => {
      fireEvent.pointerOver(button);
      fireEvent.focusIn(button);
      textClickNotCancelled = fireEvent.click(screen.getByText('Secure Your Tickets Today'));
    });
    expect(textClickNotCancelled).toBe(true);
    expect(importPart).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBe(button);
  });

  it('holds a click on its button, loads its code, and replays the click on the same element once hydrated', async () => {
    const { part, importPart, arrive } = bannerCode();
    await hydrateServerHtml(part);
    const serverButton = screen.getByRole('button', { name: 'Buy Tickets (0)' });
    expect(fireEvent.click(serverButton)).toBe(false);
    expect(importPart).toHaveBeenCalled();
    await arrive();
    expect(screen.getByRole('button')).toBe(serverButton);
    await waitFor(() => expect(serverButton).toHaveAccessibleName('Buy Tickets (1)'));
  });
});

describe('<StaticRegion> rendered by the browser alone', () => {
  it('loads its code at once and shows the placeholder until it has', async () => {
    const { part, importPart, arrive } = bannerCode();
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <MemoryRouter>
          <StaticRegion part={part} placeholder={<p>Loading…</p>} />
        </MemoryRouter>,
      ),
    );
    expect(importPart).toHaveBeenCalled();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await arrive();
    expect(screen.getByRole('button', { name: 'Buy Tickets (0)' })).toBeInTheDocument();
  });
});
