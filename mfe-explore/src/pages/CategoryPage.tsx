import { Box } from 'shared/mui';
import { useParams } from 'shared/router';
import { NotFoundInSection, PageFrame, SectionHeading } from 'shared';
import { AttractionGrid } from '../components/AttractionGrid';
import { EventGrid } from '../components/EventGrid';
import { TourGrid } from '../components/TourGrid';
import { BACK_TO_EXPLORE, categoryListings, categoryMeta, findCategory } from '../content/explore';

/** /things-to-do/category/{slug}: what the section has in that category. */
export function CategoryPage() {
  const category = findCategory(useParams().slug);
  if (!category) return <NotFoundInSection title="Category not found" message="We couldn't find that category." backLabel="Return to Things To Do" backTo={BACK_TO_EXPLORE.to} />;
  const { attractions, events, tours, nothing } = categoryListings(category);
  return (
    <PageFrame back={BACK_TO_EXPLORE} title={category.name} intro={category.description} meta={categoryMeta(category)}>
      {attractions.length > 0 && (
        <Box component="section" aria-labelledby="category-attractions" sx={{ mb: 4 }}>
          <SectionHeading id="category-attractions" title="Attractions" />
          <AttractionGrid items={attractions} />
        </Box>
      )}
      {events.length > 0 && (
        <Box component="section" aria-labelledby="category-events" sx={{ mb: 4 }}>
          <SectionHeading id="category-events" title="Events & workshops" />
          <EventGrid items={events} />
        </Box>
      )}
      {tours.length > 0 && (
        <Box component="section" aria-labelledby="category-tours" sx={{ mb: 4 }}>
          <SectionHeading id="category-tours" title="Tours" />
          <TourGrid items={tours} />
        </Box>
      )}
      {nothing && (
        <Box component="section" aria-labelledby="category-soon">
          <SectionHeading id="category-soon" title="More coming soon" subtitle="We are still adding places in this category. Meanwhile, these are our top attractions." />
          <AttractionGrid />
        </Box>
      )}
    </PageFrame>
  );
}
