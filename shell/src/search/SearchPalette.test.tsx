import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchStore } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { remotes } from '../federation/runtime/remotes';
import { SearchPalette } from './SearchPalette';

function renderPalette() {
  const user = userEvent.setup();
  renderWithProviders(<SearchPalette />, { path: '/access' });
  return user;
}

beforeEach(() => {
  useSearchStore.setState({ open: false, query: '' });
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

describe('<SearchPalette> on an Arabic page', () => {
  function renderArabicPalette() {
    const user = userEvent.setup();
    renderWithProviders(<SearchPalette />, { path: '/access', locale: 'ar' });
    act(() => useSearchStore.getState().openPalette());
    return user;
  }

  beforeEach(() => {
    // One section is up, and exposes its entries in both languages; the others are down.
    jest.spyOn(remotes, 'load').mockImplementation(async (remote) => {
      if (remote !== 'mfe_tickets') throw new Error(`${remote} is down`);
      return {
        default: {
          en: [{ title: 'Frequently Asked Questions', category: 'Pages', href: '/faq' }],
          ar: [{ title: 'الأسئلة الشائعة', category: 'Pages', href: '/faq' }],
        },
      } as never;
    });
  });

  it('speaks Arabic: its title, field, group headings and Arabic entries only', async () => {
    renderArabicPalette();
    expect(await screen.findByRole('dialog', { name: 'ابحث في الإكسبو' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'بحث' });
    expect(input).toHaveAttribute('placeholder', 'فنادق، مطاعم، تذاكر…');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'الصفحات' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'الفعاليات' })).toBeInTheDocument();
    expect(await within(listbox).findByRole('option', { name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'إكسبو الرياض العالمي 2030' })).toBeInTheDocument();
    expect(within(listbox).queryByText(/[A-Za-z]{2,}/)).not.toBeInTheDocument();
  });

  it('finds a section’s Arabic page by its Arabic title, with or without the hamza, and goes there', async () => {
    const user = renderArabicPalette();
    const input = await screen.findByRole('combobox', { name: 'بحث' });
    await user.type(input, 'الأسئلة');
    expect(await screen.findByRole('option', { name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'الاسئلة');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['الأسئلة الشائعة']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/faq');
    expect(useSearchStore.getState()).toMatchObject({ open: false, query: '' });
  });

  it('finds the shell’s own Arabic entries, and a group by its Arabic name', async () => {
    const user = renderArabicPalette();
    const input = await screen.findByRole('combobox', { name: 'بحث' });
    await user.type(input, 'الوصول');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['الوصول والاتجاهات']);
    await user.clear(input);
    await user.type(input, 'الفعاليات');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'إكسبو الرياض العالمي 2030',
      'أسعار المجموعات',
    ]);
    await user.click(screen.getByRole('option', { name: 'أسعار المجموعات' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets#group-rates');
  });

  it('says so in Arabic when nothing matches, English titles included', async () => {
    const user = renderArabicPalette();
    const input = await screen.findByRole('combobox', { name: 'بحث' });
    await user.type(input, 'Group Rates');
    expect(screen.getByText('لا توجد نتائج.')).toBeInTheDocument();
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  });
});
