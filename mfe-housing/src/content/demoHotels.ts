import type { AffiliateHotelListing } from './housing';

/** Embedded demo listings: served by our API without CJ credentials, and shown by the page when the API fails. */
export const OSAKA_DEMO_HOTELS: AffiliateHotelListing[] = [
  {
    id: 'cj-1001',
    title: 'Hotel Granvia Osaka',
    description: 'Above JR Osaka Station, with direct access to trains for the event venue.',
    price: 189,
    image: 'https://images.unsplash.com/photo-1445019980597-93fa8acb246c?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/jp/granvia-osaka.html',
    badge: 'Best Seller',
    location: 'Osaka, Japan',
    rating: 4.5,
    amenities: ['Free Wi-Fi', 'Station access', 'Restaurant'],
  },
  {
    id: 'cj-1002',
    title: 'Cross Hotel Osaka',
    description: 'Design hotel in Shinsaibashi, steps from Dotonbori and the river.',
    price: 145,
    image: 'https://images.unsplash.com/photo-1496417263034-38ec4f0b665a?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/jp/cross-osaka.html',
    badge: 'Great Location',
    location: 'Osaka, Japan',
    rating: 4,
    amenities: ['Free Wi-Fi', 'Bar', '24-hour front desk'],
  },
  {
    id: 'cj-1003',
    title: 'Osaka Bay Tower Inn',
    description: 'Comfortable rooms by the bay, close to the expo shuttle stop.',
    price: 112,
    image: 'https://images.unsplash.com/photo-1582719478250-c89cae4dc85b?auto=format&fit=crop&w=800&q=70',
    link: '',
    badge: 'Value',
    location: 'Osaka, Japan',
    rating: 3.5,
    amenities: ['Free Wi-Fi', 'Breakfast available', 'Shuttle stop'],
  },
];

export const RIYADH_DEMO_HOTELS: AffiliateHotelListing[] = [
  {
    id: 'cj-2001',
    title: 'Expo Gate Hotel Riyadh',
    description: 'Modern rooms a short shuttle ride from Riyadh Expo City.',
    price: 160,
    image: 'https://images.unsplash.com/photo-1564501049412-61c2a3083791?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/sa/expo-gate-riyadh.html',
    badge: 'Near the Expo',
    location: 'Riyadh, Saudi Arabia',
    rating: 4.5,
    amenities: ['Free Wi-Fi', 'Expo shuttle', 'Pool'],
  },
  {
    id: 'cj-2002',
    title: 'King Salman Road Suites',
    description: 'Apartment-style suites with kitchenettes, ideal for longer stays.',
    price: 135,
    image: 'https://images.unsplash.com/photo-1522708323590-d24dbb6b0267?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.expedia.com/Riyadh-Hotels-King-Salman-Road-Suites.h1.Hotel-Information',
    badge: 'Family Friendly',
    location: 'Riyadh, Saudi Arabia',
    rating: 4,
    amenities: ['Kitchenette', 'Parking', 'Laundry'],
  },
  {
    id: 'cj-2003',
    title: 'Diriyah Heritage Inn',
    description: 'Boutique rooms in mud-brick style near the historic At-Turaif district.',
    price: 210,
    image: 'https://images.unsplash.com/photo-1578683010236-d716f9a3f461?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/sa/diriyah-heritage-inn.html',
    badge: 'Boutique',
    location: 'Diriyah, Riyadh, Saudi Arabia',
    rating: 4.8,
    amenities: ['Free Wi-Fi', 'Courtyard café', 'Guided walks'],
  },
];

export const DEMO_HOTELS: AffiliateHotelListing[] = [...RIYADH_DEMO_HOTELS, ...OSAKA_DEMO_HOTELS];
