import { holdEarlyClicks, replayClicks, stopHoldingEarlyClicks } from './earlyClicks';

describe('clicks before the app has started', () => {
  afterEach(() => stopHoldingEarlyClicks());

  it('are held on buttons and tabs (not lost, not the browser’s), and handed back in order', () => {
    document.body.innerHTML = `
      <button id="add" type="button">Add to Cart</button><button id="subscribe" type="submit"><span id="icon">✓</span></button>
      <div role="tab" id="tab">Bus</div><a href="/tickets" id="link">Tickets</a><p id="text">Hello</p>`;
    holdEarlyClicks();
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const click = (id: string, init: MouseEventInit = {}) =>
      document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    // Held: the page's handlers do not see them, and their default (a form's submission) is prevented.
    expect(click('add')).toBe(false);
    expect(click('icon')).toBe(false);
    expect(click('tab')).toBe(false);
    // The browser's own: a link, text, a click with a modifier (a new tab), another button.
    expect(click('link')).toBe(true);
    expect(click('text')).toBe(true);
    expect(click('add', { ctrlKey: true })).toBe(true);
    expect(click('add', { button: 1 })).toBe(true);
    expect(seen).toEqual(['link', 'text', 'add', 'add']);

    const held = stopHoldingEarlyClicks();
    expect(held.map((element) => element.id)).toEqual(['add', 'icon', 'tab']);
    // Once the app has taken over, clicks are no longer held, and the held ones reach their elements.
    seen.length = 0;
    click('tab');
    replayClicks(held);
    expect(seen).toEqual(['tab', 'add', 'icon', 'tab']);
  });

  it('are not replayed on an element the page has since removed', () => {
    document.body.innerHTML = '<button id="gone">Retry</button>';
    holdEarlyClicks();
    document.getElementById('gone')!.click();
    const held = stopHoldingEarlyClicks();
    const gone = held[0];
    const heard = jest.fn();
    gone.addEventListener('click', heard);
    gone.remove();
    replayClicks(held);
    expect(heard).not.toHaveBeenCalled();
  });
});
