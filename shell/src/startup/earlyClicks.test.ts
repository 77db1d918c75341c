import { holdEarlyClicks, takeOverEarlyClicks } from './earlyClicks';

describe('clicks before the app has started', () => {
  afterEach(() => takeOverEarlyClicks(new Promise(() => undefined), null));

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
    takeOverEarlyClicks(new Promise<void>((resolve) => (ready = resolve)), document.getElementById('main'));
    // Once the app has taken over, a click outside the main content is React's; within it, still held.
    seen.length = 0;
    click('tab');
    expect(click('later')).toBe(false);
    await Promise.resolve();
    expect(seen).toEqual(['tab']);
    // Ready (interactive): every held click is replayed in order on its control, and none is held any more.
    ready();
    await new Promise((resolve) => setTimeout(resolve));
    expect(seen).toEqual(['tab', 'add', 'subscribe', 'tab', 'later']);
    expect(click('later')).toBe(true);
  });

  it('are not replayed on an element the page has since removed', async () => {
    document.body.innerHTML = '<button id="gone">Retry</button>';
    holdEarlyClicks();
    const gone = document.getElementById('gone')!;
    gone.click();
    const heard = jest.fn();
    gone.addEventListener('click', heard);
    gone.remove();
    takeOverEarlyClicks(Promise.resolve(), null);
    await new Promise((resolve) => setTimeout(resolve));
    expect(heard).not.toHaveBeenCalled();
  });
});
