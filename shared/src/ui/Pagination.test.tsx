import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination, paginationItems } from './Pagination';

const labels = () =>
  Array.from(screen.getByRole('navigation', { name: 'Pagination' }).children).map((item) => item.textContent?.trim());

describe('paginationItems', () => {
  it('page 1 of 8: pages 1-3, an ellipsis, the last page and Next', () => {
    expect(paginationItems(1, 8)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
      { kind: 'page', page: 3 },
      { kind: 'ellipsis' },
      { kind: 'page', page: 8 },
      { kind: 'next', page: 2 },
    ]);
  });

  it('shows Previous above page 1 and no Next on the last page', () => {
    const items = paginationItems(8, 8);
    expect(items[0]).toEqual({ kind: 'previous', page: 7 });
    expect(items.some((i) => i.kind === 'next')).toBe(false);
  });

  it('has no ellipsis when there are 3 pages or fewer', () => {
    expect(paginationItems(2, 3).map((i) => i.kind)).toEqual(['previous', 'page', 'page', 'page', 'next']);
    expect(paginationItems(1, 1)).toEqual([{ kind: 'page', page: 1 }]);
  });
});

describe('<Pagination>', () => {
  it('defaults to page 1 of 8', () => {
    render(<Pagination />);
    expect(labels()).toEqual(['1', '2', '3', '…', '8', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between pages and reports each change', () => {
    const onPageChange = jest.fn();
    render(<Pagination onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(labels()).toEqual(['Previous', '1', '2', '3', '…', '8', 'Next']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
