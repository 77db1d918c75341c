import { Box } from 'shared/mui';
import { useParams } from 'shared/router';
import { NotFoundInSection, PageFrame, SectionHeading, useLocale, useTranslation } from 'shared';
import { AttractionGrid } from '../components/AttractionGrid';
import { EventGrid } from '../components/EventGrid';
import { TourGrid } from '../components/TourGrid';
import {
  BACK_TO_EXPLORE,
  EXPLORE_COPY,
  EXPLORE_LINK,
  categoryListings,
  categoryMeta,
  findCategory,
} from '../content/explore';

/** /things-to-do/category/{slug}: what the section has in that category. */
export function CategoryPage() {
  const { locale } = useLocale();
  const copy = useTranslation(EXPLORE_COPY);
  const back = useTranslation(BACK_TO_EXPLORE);
  const category = findCategory(useParams().slug, locale);
  if (!category)
    return (
      <NotFoundInSection
        title={copy.categoryNotFound.title}
        message={copy.categoryNotFound.message}
        backLabel={copy.returnToExplore}
        backTo={EXPLORE_LINK}
      />
    );
  const { attractions, events, tours, nothing } = categoryListings(category, locale);
  const headings = copy.categorySections;
  return (
    <PageFrame back={back} title={category.name} intro={category.description} meta={categoryMeta(category, locale)}>
      {attractions.length > 0 && (
        <Box component="section" aria-labelledby="category-attractions" sx={{ mb: 4 }}>
          <SectionHeading id="category-attractions" title={headings.attractions} />
          <AttractionGrid items={attractions} />
        </Box>
      )}
      {events.length > 0 && (
        <Box component="section" aria-labelledby="category-events" sx={{ mb: 4 }}>
          <SectionHeading id="category-events" title={headings.events} />
          <EventGrid items={events} />
        </Box>
      )}
      {tours.length > 0 && (
        <Box component="section" aria-labelledby="category-tours" sx={{ mb: 4 }}>
          <SectionHeading id="category-tours" title={headings.tours} />
          <TourGrid items={tours} />
        </Box>
      )}
      {nothing && (
        <Box component="section" aria-labelledby="category-soon">
          <SectionHeading id="category-soon" title={headings.comingSoon} subtitle={headings.comingSoonText} />
          <AttractionGrid />
        </Box>
      )}
    </PageFrame>
  );
}
