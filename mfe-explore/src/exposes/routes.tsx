import { SectionRoutes } from 'shared';
import { ArticlePage } from '../pages/ArticlePage';
import { ExplorePage } from '../pages/ExplorePage';
import { AttractionsPage, CategoryPage, EventsPage, GuidedToursPage } from '../pages/ListingPages';

/** Exposed as './routes': /things-to-do and below. Fixed listing paths come before article slugs. */
export default function ExploreRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <ExplorePage /> },
        { path: 'category/:slug', element: <CategoryPage /> },
        { path: 'attractions', element: <AttractionsPage /> },
        { path: 'events', element: <EventsPage /> },
        { path: 'guided-tours', element: <GuidedToursPage /> },
        { path: ':slug', element: <ArticlePage /> },
      ]}
    />
  );
}
