import { useState } from 'react';
import { Box, Button, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame, useLocale, useTranslation } from 'shared';
import { VenueDetails } from '../components/VenueDetails';
import { PlaceCard } from '../components/PlaceCard';
import { PlaceList } from '../components/PlaceList';
import { SiteMap, WHOLE_SITE, centredOn, type MapView } from '../components/SiteMap';
import { WayFinder, type FoundRoute } from '../components/WayFinder';
import {
  ACCESS_INFO_PAGES,
  ACCESS_UI_COPY,
  DIRECTIONS_LINK,
  PRACTICAL_LINK,
  PRACTICAL_LINK_TEXT,
} from '../content/access';
import { FACILITY_KIND_NAMES, type FacilityKind, type JunctionId } from '../content/venue';
import { VENUE_MAP_COPY, type ChosenFrom } from '../content/venueMap';
import { placeLabel, type Place } from '../wayfinding/places';
import type { Walk } from '../wayfinding/walks';
import { junctionAt, useWhereAmI } from '../wayfinding/whereAmI';

/** The route finder and the words of its steps: a chunk of their own, fetched when the visitor first asks the way. */
const loadWalks = () => import('../wayfinding/walks');

/** The site's /venue: the venue map, where the visitor is, the nearest facility and the way there. */
export function VenuePage() {
  const { title, intro, description } = useTranslation(ACCESS_INFO_PAGES).venue;
  const { directionsCta } = useTranslation(ACCESS_UI_COPY);
  const practicalLink = useTranslation(PRACTICAL_LINK_TEXT);
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  const [view, setView] = useState<MapView>(WHOLE_SITE);
  // The place chosen, and where the visitor chose it (none when the finder chose it for them). Each
  // choice is a card of its own (a key), so choosing the same place again brings focus back to it.
  const [choice, setChoice] = useState<{ place: Place; from?: ChosenFrom; id: number } | undefined>(undefined);
  const choose = (place: Place, from?: ChosenFrom) => setChoice((last) => ({ place, from, id: (last?.id ?? 0) + 1 }));
  const selected = choice?.place;
  const [here, setHere] = useWhereAmI();
  const [stepFree, setStepFree] = useState(false);
  const [found, setFound] = useState<FoundRoute | undefined>(undefined);
  const [needsStart, setNeedsStart] = useState(false);

  /**
   * Finds a walk from where the visitor is and shows it (the place chosen, its route drawn and
   * written), or that none was found to `name`, or that the route finder could not be fetched.
   */
  const findWalk = (
    name: string,
    find: (walks: Awaited<ReturnType<typeof loadWalks>>, from: JunctionId) => Walk | undefined,
  ) => {
    setNeedsStart(!here);
    if (!here) return;
    loadWalks().then(
      (walks) => {
        const walk = find(walks, here);
        if (!walk) return setFound({ unreachable: { name, stepFree } });
        choose(walk.destination);
        setFound(walk);
      },
      () => setFound({ failed: true }),
    );
  };
  const findNearestOf = (kind: FacilityKind) =>
    findWalk(FACILITY_KIND_NAMES[kind][locale], (walks, from) => walks.walkToNearest(from, kind, { stepFree }, locale));
  const routeTo = (place: Place) =>
    findWalk(placeLabel(place, locale), (walks, from) => walks.walkTo(from, place, { stepFree }, locale));

  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {copy.mapHeading}
      </Typography>
      <SiteMap
        page="venue"
        view={view}
        onViewChange={setView}
        selected={selected}
        onSelect={(place) => choose(place, 'map')}
        here={here}
        onTap={(point) => {
          setHere(junctionAt(point));
          setFound(undefined);
        }}
        route={found && 'junctions' in found ? found.junctions : undefined}
      />
      {choice && (
        <PlaceCard
          key={choice.id}
          place={choice.place}
          chosenFrom={choice.from}
          onRoute={() => routeTo(choice.place)}
          onClose={() => setChoice(undefined)}
        />
      )}
      <WayFinder
        here={here}
        onHere={(junction) => {
          setHere(junction);
          setFound(undefined);
          setNeedsStart(false);
        }}
        stepFree={stepFree}
        onStepFree={setStepFree}
        onFindNearest={findNearestOf}
        found={found}
        needsStart={needsStart}
      />
      <PlaceList
        selected={selected}
        onSelect={(place) => {
          choose(place, 'list');
          setView((current) => centredOn(current, place.position));
        }}
      />
      <Box sx={{ mt: 4 }}>
        <VenueDetails headingLevel="h2" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        <Button component={RouterLink} to={DIRECTIONS_LINK} variant="contained">
          {directionsCta}
        </Button>
        <Button component={RouterLink} to={PRACTICAL_LINK} variant="outlined">
          {practicalLink}
        </Button>
      </Box>
    </PageFrame>
  );
}
