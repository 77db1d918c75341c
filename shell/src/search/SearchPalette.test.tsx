import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchStore } from 'shared';
import { renderWithProviders } from 'shared/src/testing/renderWithProviders';
import { SearchPalette } from './SearchPalette';

function renderPalette() {
  const user = userEvent.setup();
  renderWithProviders(<SearchPalette />, { path: '/access' });
  return user;
}

beforeEach(() => {
  useSearchStore.setState({ open: false, query: '' });
  // Remotes are not registered under jsdom: each section's contribution fails, as when it is down.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('<SearchPalette>', () => {
  it('opens with Ctrl+K and with ⌘+K', async () => {
    renderPalette();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    // The dialog's code loads on first open.
    expect(await screen.findByRole('dialog', { name: 'Search the expo' })).toBeInTheDocument();
    act(() => useSearchStore.getState().closePalette());
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(useSearchStore.getState().open).toBe(true);
  });

  it('groups results by category and says so when nothing matches', async () => {
    const user = renderPalette();
    act(() => useSearchStore.getState().openPalette());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Pages')).toBeInTheDocument();
    expect(within(listbox).getByText('Event')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zeppelin');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(useSearchStore.getState().query).toBe('zeppelin');
  });

  it('navigates with the keyboard, then closes and clears the query', async () => {
    const user = renderPalette();
    act(() => useSearchStore.getState().openPalette());
    const input = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(input, 'HOUS');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Housing']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/housing');
    expect(useSearchStore.getState()).toMatchObject({ open: false, query: '' });
  });

  it('navigates on click to an entry with a hash', async () => {
    const user = renderPalette();
    act(() => useSearchStore.getState().openPalette());
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'group');
    await user.click(screen.getByRole('option', { name: 'Group Rates' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets#group-rates');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
