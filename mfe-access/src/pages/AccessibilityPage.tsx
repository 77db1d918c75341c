import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame, useLocale, useTranslation } from 'shared';
import { PlaceCard } from '../components/PlaceCard';
import { SiteMap, WHOLE_SITE, type MapView } from '../components/SiteMap';
import { SENSORY_LEVEL_STYLE } from '../components/sensoryLevelStyle';
import { SitePlaces } from '../components/SitePlaces';
import { ACCESS_INFO_PAGES, ACCESS_UI_COPY, VENUE_MAP_LINK } from '../content/access';
import {
  ACCESSIBILITY_PAGE_COPY,
  ACCESSIBILITY_SERVICES,
  ACCESSIBILITY_SERVICE_IDS,
  ACCESSIBILITY_SERVICE_PLACES,
} from '../content/accessibilityServices';
import { PAVILIONS, SENSORY_ASPECTS, pavilionLink, type SensoryAspect, type SensoryLevel } from '../content/pavilions';
import { PAVILION_COPY } from '../content/venueMap';
import type { Place } from '../wayfinding/places';

const LEVELS: readonly SensoryLevel[] = ['low', 'medium', 'high'];

/** The site's /accessibility: the notice rule, the venue's services and where they are, and the sensory map. */
export function AccessibilityPage() {
  const { title, intro, description } = useTranslation(ACCESS_INFO_PAGES).accessibility;
  const { requestAssistance } = useTranslation(ACCESS_UI_COPY);
  const copy = useTranslation(ACCESSIBILITY_PAGE_COPY);
  const services = useTranslation(ACCESSIBILITY_SERVICES);
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      {/* A standing rule, not news: a note, which a screen reader does not interrupt with. */}
      <Alert severity="info" role="note" sx={{ mb: 4 }}>
        <AlertTitle>{copy.noticeTitle}</AlertTitle>
        {copy.notice}{' '}
        <Link component={RouterLink} to="/contact">
          {requestAssistance}
        </Link>
      </Alert>
      <Box component="section" aria-labelledby="accessibility-services">
        <Typography id="accessibility-services" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
          {copy.servicesHeading}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          {ACCESSIBILITY_SERVICE_IDS.map((id) => (
            <Box key={id} component="section" aria-labelledby={`service-${id}`}>
              <Typography id={`service-${id}`} variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
                {services[id].name}
              </Typography>
              <Typography>{services[id].text}</Typography>
              <SitePlaces label={copy.whereLabel} where={ACCESSIBILITY_SERVICE_PLACES[id]} />
            </Box>
          ))}
        </Box>
        <Button component={RouterLink} to={VENUE_MAP_LINK} variant="outlined" sx={{ mt: 3 }}>
          {copy.showOnMap}
        </Button>
      </Box>
      <SensoryMap />
    </PageFrame>
  );
}

/** The venue map with each pavilion's noise, light or crowding, and the same as lists of pavilions by level. */
function SensoryMap() {
  const copy = useTranslation(ACCESSIBILITY_PAGE_COPY);
  const pavilionCopy = useTranslation(PAVILION_COPY);
  const { locale } = useLocale();
  const [aspect, setAspect] = useState<SensoryAspect>('noise');
  const [view, setView] = useState<MapView>(WHOLE_SITE);
  const [selected, setSelected] = useState<Place | undefined>(undefined);
  return (
    <Box component="section" aria-labelledby="sensory-map" sx={{ mt: 5 }}>
      <Typography id="sensory-map" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {copy.sensoryMapHeading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{copy.sensoryMapIntro}</Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-labelledby="sensory-aspect-label"
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <Typography id="sensory-aspect-label" component="span" sx={{ fontWeight: 700 }}>
          {copy.aspectLabel}
        </Typography>
        {SENSORY_ASPECTS.map((each) => (
          <Button
            key={each}
            variant={each === aspect ? 'contained' : 'outlined'}
            aria-pressed={each === aspect}
            onClick={() => setAspect(each)}
          >
            {pavilionCopy.sensory[each]}
          </Button>
        ))}
      </Stack>
      <Box
        component="ul"
        aria-label={copy.legendHeading}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}
      >
        {LEVELS.map((level) => (
          <Box component="li" key={level} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                px: 1,
                border: 1,
                borderColor: '#0b5d4b',
                borderRadius: 1,
                bgcolor: SENSORY_LEVEL_STYLE[level].fill,
                fontSize: '0.75rem',
                lineHeight: 1.8,
              }}
            >
              {copy.levelMark.repeat(SENSORY_LEVEL_STYLE[level].dots)}
            </Box>
            {pavilionCopy.levels[level]}
          </Box>
        ))}
      </Box>
      <SiteMap
        page="sensory"
        view={view}
        onViewChange={setView}
        selected={selected}
        onSelect={setSelected}
        sensory={aspect}
      />
      {selected && <PlaceCard place={selected} chosenFrom="map" onClose={() => setSelected(undefined)} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 3, mt: 3 }}>
        {LEVELS.map((level) => (
          <Box key={level} component="section" aria-labelledby={`sensory-${level}`}>
            <Typography id={`sensory-${level}`} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
              {copy.byLevelHeading(pavilionCopy.sensory[aspect], pavilionCopy.levels[level])}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {PAVILIONS.filter((pavilion) => pavilion.sensory[aspect] === level).map((pavilion) => (
                <li key={pavilion.slug}>
                  <Link
                    component={RouterLink}
                    to={pavilionLink(pavilion.slug)}
                    sx={{ display: 'inline-block', minHeight: 24, py: 0.25 }}
                  >
                    {pavilion.name[locale]}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
