import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { DEFAULT_HERO_CTA, HeroBanner } from './HeroBanner';

describe('<HeroBanner> call to action', () => {
  it('has no button unless the page asks for one', () => {
    renderWithProviders(<HeroBanner title="Access & Directions" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access & Directions' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows SPEC's default, 'Get Tickets' to /tickets, when asked for it", () => {
    renderWithProviders(<HeroBanner title="Tickets" cta={DEFAULT_HERO_CTA} />);
    expect(screen.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('shows the label and link a page gives', () => {
    renderWithProviders(<HeroBanner title="All Accommodations" cta={{ label: 'Back to Housing', to: '/housing' }} />);
    expect(screen.getByRole('link', { name: 'Back to Housing' })).toHaveAttribute('href', '/housing');
  });

  it('still honours the pre-2.3 props of a remote deployed before them', () => {
    renderWithProviders(<HeroBanner title="Old" ctaLabel="Back to Dining" ctaLink="/eating" />);
    expect(screen.getByRole('link', { name: 'Back to Dining' })).toHaveAttribute('href', '/eating');
  });
});
