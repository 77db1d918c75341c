import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMeta, renderWithProviders } from 'shared/testing';
import { FaqPage } from './FaqPage';
import TicketsRoutes from '../exposes/routes';
import { orderTotal } from '../components/OrderSummary';
import { selectedTicketType } from './TicketsPage';

const renderTickets = (path = '/tickets') => renderWithProviders(<TicketsRoutes />, { path, routePath: '/tickets/*' });
const buttonOf = (id: string) => within(screen.getByTestId(`ticket-${id}`)).getByRole('button');

describe('ticket type from the query', () => {
  it.each([
    ['', 'general'],
    ['type=vip', 'vip'],
    ['type=family', 'family'],
    ['type=unknown', 'general'],
    ['type=%3Cscript%3E', 'general'],
    ['type=vip&type=family', 'general'],
  ])('?%s selects %s', (query, expected) => expect(selectedTicketType(new URLSearchParams(query))).toBe(expected));
});

describe('order total (SPEC section 9)', () => {
  it('is the ticket price plus the 5.99 booking fee', () => {
    expect(orderTotal({ price: 49.99 })).toBe(55.98);
    expect(orderTotal({ price: 149.99 })).toBe(155.98);
    expect(orderTotal({ price: 129.99 })).toBe(135.98);
  });
});

describe('/tickets', () => {
  it('selects General Admission by default and sums the order', () => {
    renderTickets();
    expect(buttonOf('general')).toHaveTextContent('Selected');
    expect(buttonOf('general')).toHaveAttribute('aria-pressed', 'true');
    expect(buttonOf('vip')).toHaveTextContent('Select');
    expect(within(screen.getByTestId('ticket-vip')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByTestId('summary-quantity')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-booking-fee')).toHaveTextContent('$5.99');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$55.98');
  });

  it('keeps one selection at a time and updates the summary and URL', async () => {
    renderTickets('/tickets?type=family');
    expect(buttonOf('family')).toHaveTextContent('Selected');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$135.98');
    await userEvent.click(buttonOf('vip'));
    expect(buttonOf('vip')).toHaveTextContent('Selected');
    expect(buttonOf('family')).toHaveTextContent('Select');
    expect(buttonOf('general')).toHaveTextContent('Select');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$155.98');
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets?type=vip');
  });

  it('has the labelled booking form, ticket counts up to a group option, and honest purchasing', async () => {
    renderTickets();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Visit date')).toHaveAttribute('type', 'date');
    const count = screen.getByRole('combobox', { name: 'Number of tickets' });
    expect(count).toHaveDisplayValue('1 Ticket');
    expect(
      within(count)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 Ticket', '2 Tickets', '3 Tickets', '4 Tickets', '5 Tickets', '6+ Tickets (Group)']);
    await userEvent.selectOptions(count, '6+ Tickets (Group)');
    expect(count).toHaveDisplayValue('6+ Tickets (Group)');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    expect(screen.getByText(/Online purchasing is not available on this site/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows group rates, event information and the FAQ with its link', () => {
    renderTickets();
    expect(document.getElementById('group-rates')).toHaveTextContent('10 or more');
    expect(screen.getByText('Expected attendance: 10,000+ visitors daily')).toBeInTheDocument();
    expect(screen.getByText('Busiest hours: 12:00 PM – 3:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Refunds available up to 14 days before the event')).toBeInTheDocument();
    expect(screen.getByText('Children under 12 must be accompanied by an adult')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq');
  });
});

describe('tickets pages’ metadata', () => {
  it('/tickets declares the expo as an Event offered as the three ticket types', () => {
    const meta = renderWithMeta(<TicketsRoutes />, { path: '/tickets', routePath: '/tickets/*' }).meta();
    expect(meta).toMatchObject({ title: 'Tickets', description: expect.stringContaining('General Admission $49.99') });
    expect(meta.jsonLd?.map((item) => item['@type'])).toEqual(['Event']);
    expect((meta.jsonLd?.[0].offers as unknown[]).length).toBe(3);
  });

  it('/faq declares its own title and description', () => {
    const meta = renderWithMeta(<FaqPage />, { path: '/faq' }).meta();
    expect(meta).toMatchObject({ title: 'FAQ', description: expect.stringContaining('refunds') });
  });
});
