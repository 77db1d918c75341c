import { SectionRoutes } from 'shared';
import { ArticlePage } from '../pages/ArticlePage';
import { AttractionsPage } from '../pages/AttractionsPage';
import { CategoryPage } from '../pages/CategoryPage';
import { EventsPage } from '../pages/EventsPage';
import { ExplorePage } from '../pages/ExplorePage';
import { GuidedToursPage } from '../pages/GuidedToursPage';

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
