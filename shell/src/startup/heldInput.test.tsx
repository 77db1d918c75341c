import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { holdEarlyClicks, takeOverEarlyClicks } from './earlyClicks';

/** A controlled form, as the sections' are: what it shows below the fields is its state. */
function Form() {
  const [location, setLocation] = useState('Osaka');
  const [guests, setGuests] = useState('2');
  const [searched, setSearched] = useState('');
  return (
    <form onSubmit={(event) => (event.preventDefault(), setSearched(`${location}, ${guests}`))}>
      <input aria-label="Location" value={location} onChange={(event) => setLocation(event.target.value)} />
      <select aria-label="Guests" value={guests} onChange={(event) => setGuests(event.target.value)}>
        {['1', '2', '3'].map((n) => (
          <option key={n}>{n}</option>
        ))}
      </select>
      <button type="submit">Search</button>
      <output>{searched ? `Searched ${searched}` : `Shows ${location}, ${guests}`}</output>
    </form>
  );
}

/** What the visitor's typing does to a field: its value changes, and the browser sends `input` (and `change` for a list). */
function edit(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe("fields edited before the page's scripts have started", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('reach the state of the form React hydrates, in order with the clicks held after them', async () => {
    const html = renderToString(<Form />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.replaceChildren(container);
    holdEarlyClicks();
    const location = container.querySelector('input')!;
    const guests = container.querySelector('select')!;
    edit(location, 'Atl');
    edit(location, 'Atlantis');
    edit(guests, '3');
    container.querySelector('button')!.click();
    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    // Hydrated: the fields still show the visitor's answers, the state does not have them yet.
    expect(location.value).toBe('Atlantis');
    expect(container.querySelector('output')!.textContent).toBe('Shows Osaka, 2');
    await act(async () => {
      takeOverEarlyClicks(Promise.resolve());
      await new Promise((resolve) => setTimeout(resolve));
    });
    // The search held before hydration ran with what was typed and chosen before it.
    expect(container.querySelector('output')!.textContent).toBe('Searched Atlantis, 3');
    expect(location.value).toBe('Atlantis');
    expect(guests.value).toBe('3');
  });
});
