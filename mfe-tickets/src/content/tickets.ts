import type { SectionPageCopy, TicketType } from 'shared';

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
