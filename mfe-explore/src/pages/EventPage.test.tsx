import { screen } from '@testing-library/react';
import { renderWithMeta } from 'shared/testing';
import EventRoutes from '../exposes/EventRoutes';
import ExploreRoutes from '../exposes/routes';

const eventsAt = (path: string) => renderWithMeta(<EventRoutes />, { path, routePath: '/events/*' });
const exploreAt = (path: string) => renderWithMeta(<ExploreRoutes />, { path, routePath: '/things-to-do/*' });

describe('events and listings’ metadata', () => {
  it('/events/{id} shows the event and declares it as a schema.org Event with its ISO start', () => {
    const { meta } = eventsAt('/events/calligraphy-masterclass');
    expect(screen.getByRole('heading', { level: 1, name: 'Arabic Calligraphy Masterclass' })).toBeInTheDocument();
    expect(meta()).toMatchObject({
      title: 'Arabic Calligraphy Masterclass',
      description: expect.stringContaining('October 18, 2030'),
      image: expect.stringMatching(/^https:\/\//),
      jsonLd: [
        {
          '@type': 'Event',
          startDate: '2030-10-18T16:00:00+03:00',
          location: { '@type': 'Place', name: 'Türkiye Pavilion' },
        },
      ],
    });
  });

  it('links an event held in a pavilion to that pavilion’s page', () => {
    eventsAt('/events/calligraphy-masterclass');
    expect(screen.getByRole('link', { name: 'Türkiye Pavilion' })).toHaveAttribute('href', '/pavilions/turkiye');
  });

  it('leaves an event away from the pavilions as text', () => {
    eventsAt('/events/desert-stargazing-night');
    expect(screen.getByText(/Red Sand Dunes, 45 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Red Sand Dunes/ })).toBeNull();
  });

  it('the events list declares every event it shows', () => {
    const meta = exploreAt('/things-to-do/events').meta();
    expect(meta.title).toBe('Events & Workshops Schedule');
    expect(meta.jsonLd?.map((item) => item['@type'])).toEqual(['Event', 'Event', 'Event', 'Event']);
  });

  it('/things-to-do, a listing and a category declare their own title and description', () => {
    const pages = [
      '/things-to-do',
      '/things-to-do/attractions',
      '/things-to-do/guided-tours',
      '/things-to-do/category/historical-sites',
    ].map((path) => exploreAt(path).meta());
    expect(pages.map((meta) => meta.title)).toEqual([
      'Things to Do',
      'All Attractions',
      'Guided Tour Packages',
      'Historical Sites',
    ]);
    expect(new Set(pages.map((meta) => meta.description)).size).toBe(4);
  });

  it.each([
    ['/events/no-such-event', eventsAt],
    ['/things-to-do/category/no-such-category', exploreAt],
    ['/things-to-do/category/historical-sites/more', exploreAt],
  ])('%s is declared not found', (path, renderAt) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(renderAt(path).meta()).toMatchObject({ notFound: true });
    jest.restoreAllMocks();
  });
});
