import { withAbsoluteUrls } from './absoluteUrls';
import { EXPO_EVENT, expoEventJsonLd } from './expoEvent';
import { articleJsonLd, eventJsonLd, offerJsonLd, productJsonLd } from './jsonLd';

const venue = {
  name: 'Arts Pavilion',
  address: { streetAddress: 'King Salman Road', addressLocality: 'Riyadh', addressCountry: 'SA' },
};

describe('JSON-LD builders', () => {
  it('an event is scheduled, in person, at a place with a postal address, and leaves out what is not known', () => {
    expect(
      eventJsonLd({
        name: 'Calligraphy',
        startDate: '2030-10-18T16:00:00+03:00',
        location: venue,
        image: 'https://img.example/a.jpg',
      }),
    ).toEqual({
      '@type': 'Event',
      name: 'Calligraphy',
      startDate: '2030-10-18T16:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Arts Pavilion',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'King Salman Road',
          addressLocality: 'Riyadh',
          addressCountry: 'SA',
        },
      },
      image: 'https://img.example/a.jpg',
    });
    expect(Object.keys(eventJsonLd({ name: 'x', startDate: '2030-10-01', location: venue }))).not.toContain('offers');
  });

  it('an offer has a price in USD only when it has a price', () => {
    expect(offerJsonLd({ name: 'VIP Experience', price: 149.99, url: '/tickets?type=vip' })).toEqual({
      '@type': 'Offer',
      name: 'VIP Experience',
      price: 149.99,
      priceCurrency: 'USD',
      url: '/tickets?type=vip',
    });
    expect(offerJsonLd({ url: '/tickets' })).toEqual({ '@type': 'Offer', url: '/tickets' });
  });

  it('a product is offered in stock at its USD price, with its rating where it has one', () => {
    const product = productJsonLd({
      name: 'Camel Plush Toy',
      description: 'Soft.',
      image: 'https://img.example/c.jpg',
      sku: 'camel-plush',
      url: '/e-shop/product/camel-plush',
      price: 14.99,
      rating: { value: 4.5, count: 89 },
    });
    expect(product).toEqual({
      '@type': 'Product',
      name: 'Camel Plush Toy',
      description: 'Soft.',
      image: 'https://img.example/c.jpg',
      sku: 'camel-plush',
      url: '/e-shop/product/camel-plush',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 89 },
      offers: {
        '@type': 'Offer',
        price: 14.99,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: '/e-shop/product/camel-plush',
      },
    });
    expect(productJsonLd({ name: 'Mug', description: 'A mug.', image: '', price: 16.99 })).not.toHaveProperty('image');
  });

  it('an article has its headline, ISO date and byline', () => {
    expect(
      articleJsonLd({
        headline: 'Diriyah',
        description: 'A walk.',
        image: 'https://img.example/d.jpg',
        datePublished: '2030-09-12',
        author: { name: 'Expo Guide Editors', kind: 'Organization' },
      }),
    ).toEqual({
      '@type': 'Article',
      headline: 'Diriyah',
      description: 'A walk.',
      image: 'https://img.example/d.jpg',
      datePublished: '2030-09-12',
      author: { '@type': 'Organization', name: 'Expo Guide Editors' },
    });
  });

  it('the expo is an Event from Oct 1, 2030 to Mar 31, 2031 at Riyadh Expo City, King Salman Road', () => {
    const expo = expoEventJsonLd({
      description: 'Six months.',
      image: 'https://img.example/e.jpg',
      offers: [{ url: '/tickets' }],
    });
    expect(expo).toMatchObject({
      '@type': 'Event',
      name: EXPO_EVENT.name,
      startDate: '2030-10-01',
      endDate: '2031-03-31',
      location: {
        '@type': 'Place',
        name: 'Riyadh Expo City',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'King Salman Road',
          addressLocality: 'Riyadh',
          addressCountry: 'SA',
        },
      },
      offers: [{ '@type': 'Offer', url: '/tickets' }],
    });
  });

  it('the expo on an Arabic page has its Arabic name and venue, and the same dates and country', () => {
    const expo = expoEventJsonLd({ description: 'ستة أشهر.', image: 'https://img.example/e.jpg', locale: 'ar' });
    expect(expo).toMatchObject({
      name: 'إكسبو الرياض العالمي 2030',
      startDate: '2030-10-01',
      endDate: '2031-03-31',
      location: {
        name: 'مدينة إكسبو الرياض',
        address: { streetAddress: 'طريق الملك سلمان', addressLocality: 'الرياض', addressCountry: 'SA' },
      },
    });
  });
});

describe('withAbsoluteUrls', () => {
  it('makes the paths of the site absolute, at any depth, and leaves the rest alone', () => {
    const items = [
      expoEventJsonLd({
        description: 'd',
        image: 'https://img.example/e.jpg',
        offers: [{ url: '/tickets?type=vip' }, { url: 'https://tickets.example/' }],
      }),
    ];
    const [expo] = withAbsoluteUrls(items, 'https://expo.example');
    expect(expo.offers).toEqual([
      { '@type': 'Offer', url: 'https://expo.example/tickets?type=vip' },
      { '@type': 'Offer', url: 'https://tickets.example/' },
    ]);
    expect(expo.image).toBe('https://img.example/e.jpg');
    expect(items[0].offers).toEqual([
      { '@type': 'Offer', url: '/tickets?type=vip' },
      { '@type': 'Offer', url: 'https://tickets.example/' },
    ]);
  });
});
