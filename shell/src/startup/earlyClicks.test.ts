import { holdEarlyClicks, takeOverEarlyClicks } from './earlyClicks';

describe('clicks before the app has started', () => {
  // Each test's holding ends with it.
  afterEach(async () => {
    takeOverEarlyClicks(Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve));
  });

  it('are held on buttons and tabs (not lost, not the browser’s), and replayed in order once the app is ready', async () => {
    document.body.innerHTML = `
      <button id="add" type="button">Add to Cart</button><button id="subscribe" type="submit"><span id="icon">✓</span></button>
      <div role="tab" id="tab">Bus</div><a href="/tickets" id="link">Tickets</a><p id="text">Hello</p>
      <main id="main"><button id="later" type="button">Add to Cart</button></main>`;
    holdEarlyClicks();
    const seen: string[] = [];
    document.addEventListener('click', (event) => {
      seen.push((event.target as Element).id);
      // jsdom cannot follow a link: the page's own handler stands in for the browser here.
      if ((event.target as Element).closest('a')) event.preventDefault();
    });
    const click = (id: string, init: MouseEventInit = {}) =>
      document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    // Held: the page's handlers do not see them, and their default (a form's submission) is prevented.
    expect(click('add')).toBe(false);
    expect(click('icon')).toBe(false);
    expect(click('tab')).toBe(false);
    // The browser's own: a link, text, a click with a modifier (a new tab), another button.
    click('link');
    expect(click('text')).toBe(true);
    expect(click('add', { ctrlKey: true })).toBe(true);
    expect(click('add', { button: 1 })).toBe(true);
    expect(seen).toEqual(['link', 'text', 'add', 'add']);

    let ready = () => undefined as void;
    takeOverEarlyClicks(new Promise<void>((resolve) => (ready = resolve)));
    // Once the app has taken over, while it hydrates: a tap on a control is still held, anywhere on the page.
    seen.length = 0;
    expect(click('tab')).toBe(false);
    expect(click('later')).toBe(false);
    await Promise.resolve();
    expect(seen).toEqual([]);
    // Ready (interactive): every held click is replayed in order on its control, and none is held any more.
    ready();
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toEqual(['add', 'subscribe', 'tab', 'tab', 'later']);
    expect(click('later')).toBe(true);
  });

  it('keep a press from the page below the document until it is interactive (React would finish hydrating inside it), not from the browser', async () => {
    document.body.innerHTML = '<main><p id="text">Hello</p><button id="add" type="button">Add to Cart</button></main>';
    holdEarlyClicks();
    const pressed: string[] = [];
    const reachedFor: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'pointerup'])
      document.body.addEventListener(type, (event) => pressed.push(`${event.type} ${(event.target as Element).id}`));
    // A hydration gate's listener on the document, in the capture phase, still hears a visitor reaching for its part.
    document.addEventListener('pointerdown', (event) => reachedFor.push((event.target as Element).id), true);
    const press = (id: string, type: string) =>
      document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    let ready = () => undefined as void;
    takeOverEarlyClicks(new Promise<void>((resolve) => (ready = resolve)));
    // Not the page's, and not prevented: the browser still focuses, scrolls and makes the click.
    expect(press('add', 'pointerdown')).toBe(true);
    expect(press('text', 'touchstart')).toBe(true);
    expect(press('add', 'mousedown')).toBe(true);
    expect(pressed).toEqual([]);
    expect(reachedFor).toEqual(['add']);
    ready();
    await new Promise((resolve) => setTimeout(resolve));
    press('add', 'pointerdown');
    press('text', 'pointerup');
    expect(pressed).toEqual(['pointerdown add', 'pointerup text']);
  });

  it('hold the keys only a script answers on tabs, and replay them in order where the focus is, with the Enter after them', async () => {
    document.body.innerHTML = `
      <div role="tablist" id="tabs"><button role="tab" id="train">Train</button><button role="tab" id="bus">Bus</button>
      <button role="tab" id="car">Car</button></div><input id="field" aria-label="Name">`;
    holdEarlyClicks();
    const seen: string[] = [];
    // The page's tabs, as MUI's: an arrow key moves the focus to the next tab; a click chooses.
    document.getElementById('tabs')!.addEventListener('keydown', (event) => {
      seen.push(`${event.key} on ${(event.target as Element).id}`);
      if (event.key === 'ArrowRight' && !event.shiftKey)
        (document.activeElement!.nextElementSibling as HTMLElement | null)?.focus();
    });
    document.addEventListener('click', (event) => seen.push(`click on ${(event.target as Element).id}`));
    const train = document.getElementById('train')!;
    const key = (element: Element, key: string, init: KeyboardEventInit = {}) =>
      element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
    const click = (element: Element, detail: number) =>
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
    train.focus();
    // Held, and not the browser's either (no scrolling).
    expect(key(train, 'ArrowRight')).toBe(false);
    expect(key(train, 'ArrowRight')).toBe(false);
    // The browser's, and the page's at once: another key, a key with a modifier, an arrow in a text field.
    expect(key(train, 'Tab')).toBe(true);
    expect(key(train, 'ArrowRight', { shiftKey: true })).toBe(true);
    expect(key(document.getElementById('field')!, 'ArrowLeft')).toBe(true);
    expect(seen).toEqual(['Tab on train', 'ArrowRight on train']);
    seen.length = 0;
    // Enter on the focused tab: the browser's click, with no press count. Then a mouse's click on Train.
    expect(click(train, 0)).toBe(false);
    expect(click(train, 1)).toBe(false);
    expect(seen).toEqual([]);
    takeOverEarlyClicks(Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve));
    // The keys go where the focus has moved; Enter's click chooses the tab they reached; the mouse's, Train.
    expect(seen).toEqual(['ArrowRight on train', 'ArrowRight on bus', 'click on car', 'click on train']);
    expect(document.activeElement!.id).toBe('car');
  });

  it('are not replayed on an element the page has since removed', async () => {
    document.body.innerHTML = '<button id="gone">Retry</button>';
    holdEarlyClicks();
    const gone = document.getElementById('gone')!;
    gone.click();
    const heard = jest.fn();
    gone.addEventListener('click', heard);
    gone.remove();
    takeOverEarlyClicks(Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve));
    expect(heard).not.toHaveBeenCalled();
  });
});
