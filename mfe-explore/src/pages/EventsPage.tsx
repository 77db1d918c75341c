import { PageFrame, useTranslation } from 'shared';
import { EventGrid } from '../components/EventGrid';
import { BACK_TO_EXPLORE, EXPLORE_META, LISTING_PAGES } from '../content/explore';

/** /things-to-do/events (and the site's /schedule): the programme in date order. */
export function EventsPage() {
  const { title, intro } = useTranslation(LISTING_PAGES).events;
  return (
    <PageFrame
      back={useTranslation(BACK_TO_EXPLORE)}
      title={title}
      intro={intro}
      meta={useTranslation(EXPLORE_META).events}
    >
      <EventGrid headingLevel="h2" />
    </PageFrame>
  );
}
