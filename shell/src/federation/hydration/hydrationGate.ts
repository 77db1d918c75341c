import { nextIdle, pageLoaded } from '../../startup/whenIdle';
import { markDeferredWorkStart } from '../../startup/startupMarks';
import type { HeldInput } from '../../startup/heldInput';

/** How near the viewport a server-rendered part starts running its code: a scroll reaches it ready. */
const NEAR_VIEWPORT = '300px';

/** A visitor reaching for a part: a pointer over or on it, a touch, keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export interface HydrationGate {
  /** Resolves once the part's code has loaded (or failed to: the part then shows its error state). */
  opened: Promise<void>;
  /** Browser only: watches the part's element for the visitor nearing or reaching for it. Returns the cleanup. */
  watch(element: HTMLElement): () => void;
  /** The part has hydrated: clicks, keys and fields' edits held until now are replayed (heldInput.ts). */
  hydrated(): void;
  /** Loads the part's code now: a change above it (a navigation) waits for it to hydrate. */
  needed(): void;
}

export interface HydrationGateOptions {
  /**
   * Whether a link's click is held too (the default). A section page lets its links go: the browser
   * follows them as it would without scripts (a server-rendered page), where a slow remote would
   * otherwise keep the visitor waiting for its code.
   */
  holdLinks?: boolean;
  /**
   * What opens the gate besides a click on the part and a navigation (`needed`): the visitor
   * scrolling near it or reaching for it (the default, for a part with controls); that or the page
   * having loaded and gone idle (`idle`: a part whose code loads with the page, hydrated before a
   * navigation would have to wait for it); or nothing else (content that never changes once rendered).
   */
  opensOn?: 'nearing' | 'idle' | 'need';
}

/**
 * When a server-rendered part whose code is not in the first load hydrates: once the visitor scrolls
 * near it or reaches for it, its code loads (`load`, which never rejects) and the gate opens. A click
 * that lands before then is held, not lost: hydration keeps the server's DOM nodes, so it is
 * dispatched again on its element once the part has hydrated (an "Add to Cart" tapped early still adds).
 */
export function createHydrationGate(
  load: () => Promise<void>,
  { holdLinks = true, opensOn = 'nearing' }: HydrationGateOptions = {},
): HydrationGate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let started = false;
  let isHydrated = false;
  let replayed = false;
  const held: HeldInput[] = [];

  const start = () => {
    if (started) return;
    started = true;
    void load().then(open);
  };

  return {
    opened,
    watch(element) {
      const nearing = opensOn !== 'need';
      let watching = true;
      /** Runs `then` once the page has loaded and is idle, unless the part has gone from the page by then. */
      const onceIdle = (then: () => void) =>
        void pageLoaded()
          .then(nextIdle)
          .then(() => watching && then());
      if (opensOn === 'idle') onceIdle(start);
      // A part near the screen as the page starts (Home's first widget on a wide screen) still waits for
      // the page's first load and an idle moment: its code is deferred work, never the first load's.
      const startOnceIdle = () =>
        onceIdle(() => {
          markDeferredWorkStart();
          start();
        });
      const observer =
        nearing && typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startOnceIdle(), {
              rootMargin: NEAR_VIEWPORT,
            })
          : undefined;
      if (observer) observer.observe(element);
      else if (nearing) startOnceIdle();
      // On the document, in the capture phase: React's listener on its root stops a click or focus
      // bound for a part not hydrated yet, so the part's own element would never hear of it.
      const document = element.ownerDocument;
      // The first script's, which every page runs before the app (heldInput.ts).
      const { EDIT_EVENTS, PRESS_EVENTS, itemMovedFrom, editedField, noteEdit } = window.expoHeldInput!;
      const within = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onIntent = (event: Event) => within(event) && start();
      const hold = (event: MouseEvent | KeyboardEvent, target: Element) => {
        event.preventDefault();
        event.stopPropagation();
        held.push({ target, event });
        start();
      };
      // Until the part has hydrated; after that, until what was held is replayed, so input stays in order.
      const holding = () => !replayed && (!isHydrated || held.length > 0);
      const holdClick = (event: MouseEvent) => {
        if (!holding() || !within(event)) return;
        // Content's own text needs no code; its links do (they navigate in the page once it has hydrated).
        if (!nearing && !(event.target instanceof Element && event.target.closest('a[href], button'))) return;
        // A link opened in a new tab or window needs no script: the browser does it as it is.
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return void start();
        if (!holdLinks && event.target instanceof Element && event.target.closest('a[href]')) return void start();
        // Before hydration React has no handler here: the link or button would do nothing, or reload the page.
        hold(event, event.target as Element);
      };
      // An arrow key on a tab before hydration would be lost, and an Enter after it choose the wrong tab.
      const holdKey = (event: KeyboardEvent) => {
        const target = holding() && within(event) ? itemMovedFrom(event) : undefined;
        if (target) hold(event, target);
      };
      // Typing is the browser's: a field's latest value is noted until the held input is replayed (after
      // hydration, React hears the edits too), and then handed to the part.
      const noteFieldEdit = (event: Event) => {
        const field = replayed || !within(event) ? undefined : editedField(event);
        if (!field) return;
        if (!isHydrated) event.stopPropagation();
        noteEdit(held, field, event);
        start();
      };
      // Kept from React's root until the part has hydrated, as the first script keeps them until the page
      // is interactive (earlyClicks.ts): a press React hears on a part it has not hydrated makes it
      // hydrate that part at once, one long task from the tap on. Kept from it, the part hydrates at its
      // own pace, yielding to the browser, and the held click is answered when it has.
      const keepPressFromReact = (event: Event) => {
        if (!isHydrated && within(event)) event.stopPropagation();
      };
      if (nearing)
        INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
      PRESS_EVENTS.forEach((type) => document.addEventListener(type, keepPressFromReact, true));
      document.addEventListener('click', holdClick, true);
      document.addEventListener('keydown', holdKey, true);
      EDIT_EVENTS.forEach((type) => document.addEventListener(type, noteFieldEdit, true));
      return () => {
        watching = false;
        observer?.disconnect();
        INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
        PRESS_EVENTS.forEach((type) => document.removeEventListener(type, keepPressFromReact, true));
        document.removeEventListener('click', holdClick, true);
        document.removeEventListener('keydown', holdKey, true);
        EDIT_EVENTS.forEach((type) => document.removeEventListener(type, noteFieldEdit, true));
      };
    },
    needed: start,
    hydrated() {
      if (isHydrated) return;
      isHydrated = true;
      // The part's own inner boundaries (its loading states) hydrate in passes of their own, just
      // after: replayed before they have, a click would meet React's "not hydrated yet" again.
      void nextIdle().then(() => {
        replayed = true;
        window.expoHeldInput!.replay(held);
      });
    },
  };
}
