import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMeta, renderWithProviders } from 'shared/testing';
import { ContactPage } from './ContactPage';
import { AccessPage } from './AccessPage';

describe('<AccessPage>', () => {
  it('shows the venue, hours, contact, map and concierge link', () => {
    renderWithProviders(<AccessPage />, { path: '/access' });
    expect(screen.getByRole('heading', { level: 1, name: 'Access & Directions' })).toBeInTheDocument();
    expect(screen.getByText('Riyadh Expo City', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Daily 9:00 AM – 10:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Last entry 8:30 PM')).toBeInTheDocument();
    const map = screen.getByRole('link', { name: /Interactive Map/ });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Contact Concierge' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/requests need at least 48 hours' notice/)).toBeInTheDocument();
    expect(document.title).toBe('Access | Expo Guide');
  });

  it('starts on Train and switches modes by click and by arrow keys, with the yen figures', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessPage />, { path: '/access' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Train', 'Bus', 'Car', 'Plane']);
    expect(screen.getByRole('tab', { name: 'Train' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('By train');

    await user.click(screen.getByRole('tab', { name: 'Bus' }));
    const bus = screen.getByRole('tabpanel');
    expect(bus).toHaveTextContent('¥210');
    expect(bus).toHaveTextContent('¥3,100 from Narita');
    expect(bus).toHaveTextContent('¥1,130 from Haneda');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Car' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('60 spaces, at ¥300–500 per hour');

    await user.click(screen.getByRole('tab', { name: 'Plane' }));
    const plane = screen.getByRole('tabpanel');
    expect(plane).toHaveTextContent('¥20,000–30,000');
    expect(plane).toHaveTextContent('¥5,000–9,000');
    expect(screen.getByRole('tab', { name: 'Plane' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('access pages’ metadata', () => {
  it('/access and /contact declare their own title and description', () => {
    const access = renderWithMeta(<AccessPage />, { path: '/access' }).meta();
    expect(access).toMatchObject({
      title: 'Access',
      description: expect.stringContaining('train, bus, car or plane'),
      image: expect.stringMatching(/^https:\/\//),
    });
    const contact = renderWithMeta(<ContactPage />, { path: '/contact' }).meta();
    expect(contact).toMatchObject({ title: 'Contact Us', description: expect.stringContaining('concierge') });
  });
});
