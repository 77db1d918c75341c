import { formatUsd, type PageMeta, type SectionPageCopy } from 'shared';
import { expoEventJsonLd } from 'shared/src/page/structuredData';

export type TicketTypeId = 'general' | 'vip' | 'family';

/** SPEC section 3: a ticket type. */
export interface TicketType {
  id: TicketTypeId;
  name: string;
  price: number;
  description: string;
  features: string[];
}

export type TicketCountOption = '1' | '2' | '3' | '4' | '5' | '6+';

/** SPEC section 3: what the booking form holds. */
export interface BookingFormValues {
  fullName: string;
  email: string;
  phone: string;
  visitDate: string;
  tickets: TicketCountOption;
  newsletter: boolean;
}

export const TICKETS_PAGE: SectionPageCopy = {
  title: 'Get Your Tickets',
  subtitle: 'General admission, VIP and family packages for the Riyadh World Expo, Oct 1, 2030 – Mar 31, 2031.',
  image: 'https://images.unsplash.com/photo-1540575467063-178a50c2df87?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Choose your ticket',
  intro: 'General Admission $49.99, VIP Experience $149.99 and the Family Package $129.99 (2 adults and up to 2 children under 12). Group discounts apply to parties of 10 or more.',
};

/** SPEC section 3: ticket types. */
export const TICKET_TYPES: TicketType[] = [
  {
    id: 'general',
    name: 'General Admission',
    price: 49.99,
    description: 'Full-day access to all pavilions and exhibitions.',
    features: ['Access to all public pavilions', 'Daily shows and performances', 'Free expo map and app'],
  },
  {
    id: 'vip',
    name: 'VIP Experience',
    price: 149.99,
    description: 'Skip the lines and enjoy exclusive lounges.',
    features: ['Priority entry to pavilions', 'VIP lounge access', 'Reserved seating at shows', 'Complimentary refreshments'],
  },
  {
    id: 'family',
    name: 'Family Package',
    price: 129.99,
    description: 'Admission for 2 adults and up to 2 children under 12.',
    features: ['Admission for 2 adults and up to 2 children under 12', 'Family activity zone access', 'Stroller rental included'],
  },
];

export const DEFAULT_TICKET_TYPE = 'general';
export const BOOKING_FEE = 5.99;
export const isTicketTypeId = (value: string | null): value is TicketType['id'] => TICKET_TYPES.some((ticket) => ticket.id === value);
export const MOST_POPULAR: TicketType['id'] = 'vip';
/** /tickets with a ticket type preselected (the search palette's ticket entries). */
export const ticketTypeLink = (id: TicketTypeId) => `/tickets?type=${id}`;

/** What the tickets pages tell search results and link previews (descriptions of at most 160 characters). */
export const TICKETS_META = {
  tickets: {
    title: 'Tickets',
    image: TICKETS_PAGE.image,
    description: `Riyadh World Expo 2030 tickets: ${TICKET_TYPES.map((ticket) => `${ticket.name} ${formatUsd(ticket.price)}`).join(', ')}, and group rates for parties of 10 or more.`,
    // The expo, offered as the three ticket types.
    jsonLd: [
      expoEventJsonLd({
        description: TICKETS_PAGE.subtitle,
        image: TICKETS_PAGE.image,
        offers: TICKET_TYPES.map((ticket) => ({ name: ticket.name, price: ticket.price, url: ticketTypeLink(ticket.id) })),
      }),
    ],
  },
  faq: {
    title: 'FAQ',
    description: 'Ticket questions answered: refunds up to 14 days before the event, children under 12, group rates for 10 or more, the VIP Experience and the busiest hours.',
  },
} satisfies Record<string, PageMeta>;

export const GROUP_RATES = {
  anchor: 'group-rates',
  title: 'Group Rates',
  text: 'Visiting with 10 or more people? Groups of 10 or more get discounted rates, a dedicated entrance and a group coordinator on the day. Contact our concierge to arrange your group booking.',
  cta: 'Ask about group rates',
};

export const TICKET_COUNT_OPTIONS = [
  { value: '1', label: '1 Ticket' },
  { value: '2', label: '2 Tickets' },
  { value: '3', label: '3 Tickets' },
  { value: '4', label: '4 Tickets' },
  { value: '5', label: '5 Tickets' },
  { value: '6+', label: '6+ Tickets (Group)' },
] as const;

export const BOOKING_COPY = {
  formTitle: 'Your Details',
  summaryTitle: 'Order Summary',
  quantity: 'Quantity',
  bookingFee: 'Booking fee',
  total: 'Total',
  purchase: 'Complete Purchase',
  notAvailable:
    'Online purchasing is not available on this site. Tickets will be sold through the official expo ticket office: nothing has been charged and your details were not sent anywhere.',
  agreement: 'By completing your purchase you agree to our',
};

/**
 * Event information shown with the tickets. These dates and hours come from the Japan-event
 * template and stay as the product spec describes (SPEC sections 1 and 9).
 */
export const EVENT_INFO_BLOCKS = [
  { title: 'Event Dates', lines: ['October 15-22, 2023', 'Daily 10:00 AM - 8:00 PM', 'Last entry 7:00 PM'] },
  { title: 'Crowd Information', lines: ['Expected attendance: 10,000+ visitors daily', 'Busiest hours: 12:00 PM – 3:00 PM', 'Visit early or late afternoon for shorter lines'] },
  {
    title: 'Visitor Policies',
    lines: ['Refunds available up to 14 days before the event', 'Children under 12 must be accompanied by an adult', 'Tickets are valid for one entry on the chosen date'],
  },
  { title: 'Safety Measures', lines: ['Bag checks at every entrance', 'First-aid stations in every hall', 'Staff on hand to guide visitors in an emergency'] },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The tickets FAQ; the /faq page shows the same entries. */
export const TICKET_FAQ: FaqEntry[] = [
  { question: 'Can I get a refund?', answer: 'Yes. Refunds are available up to 14 days before the event. After that, tickets cannot be refunded.' },
  { question: 'Do children need a ticket?', answer: 'Children under 12 must be accompanied by an adult. The Family Package covers 2 adults and up to 2 children under 12.' },
  { question: 'Are there discounts for groups?', answer: 'Yes. Parties of 10 or more qualify for group rates. Contact our concierge to arrange a group booking.' },
  { question: 'What does the VIP Experience include?', answer: 'Priority entry to pavilions, VIP lounge access, reserved seating at shows and complimentary refreshments.' },
  { question: 'When is it least crowded?', answer: 'The venue welcomes 10,000+ visitors daily; it is busiest between 12:00 PM and 3:00 PM.' },
];
