import { render, screen } from '@testing-library/react';
import { StarRating, starCounts } from './StarRating';

describe('starCounts (SPEC section 9)', () => {
  it.each([
    [4, 4, false],
    [4.5, 4, true],
    [3.2, 3, true],
    [5, 5, false],
    [7, 5, false],
    [5.5, 5, false],
    [0, 0, false],
    [0.5, 0, true],
    [-2, 0, false],
  ])('rating %p → %p full stars, half star %p', (rating, full, half) => {
    expect(starCounts(rating)).toEqual({ full, half });
  });

  it('defaults to 4 when the rating is missing or not a number', () => {
    expect(starCounts(undefined)).toEqual({ full: 4, half: false });
    expect(starCounts(null)).toEqual({ full: 4, half: false });
    expect(starCounts(Number.NaN)).toEqual({ full: 4, half: false });
  });
});

describe('<StarRating>', () => {
  it('draws the stars and names the rating for assistive technology', () => {
    const { container } = render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
  });
});
