import { screen } from '@testing-library/react';
import { DEFAULT_DESCRIPTION } from 'shared';
import { expectDistinctPageMeta, renderWithMeta } from 'shared/testing';
import { HOME_META } from '../content/home';
import { INFO_PAGES } from '../content/infoPages';
import { InfoPage } from './InfoPage';

describe('the shell pages’ metadata', () => {
  it.each(INFO_PAGES.map((page) => [page.path, page]))('/%s declares its title and description', (_path, page) => {
    const { meta } = renderWithMeta(<InfoPage path={page.path} />, { path: `/${page.path}` });
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(meta()).toEqual({ title: page.title, description: page.description });
    expect(document.title).toBe(`${page.title} | Expo Guide`);
  });

  it('gives Home and every info page a description of its own; Home keeps the site’s title', () => {
    expectDistinctPageMeta([HOME_META, ...INFO_PAGES.map(({ title, description }) => ({ title, description }))]);
    expect(HOME_META.title).toBeUndefined();
    expect(HOME_META.description).not.toBe(DEFAULT_DESCRIPTION);
  });

  it('declares the expo on Home as an Event at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031, with its tickets', () => {
    expect(HOME_META.jsonLd).toEqual([
      {
        '@type': 'Event',
        name: 'Riyadh World Expo 2030',
        startDate: '2030-10-01',
        endDate: '2031-03-31',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
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
        description: expect.stringContaining('Six months'),
        image: expect.stringMatching(/^https:\/\//),
        offers: [{ '@type': 'Offer', url: '/tickets' }],
      },
    ]);
  });
});
