import { Box } from 'shared/mui';
import { ExternalButton, MapIcon, SafeImage, useTranslation } from 'shared';
import { ACCESS_UI_COPY, MAP } from '../content/access';

/** A static map image (from the maps service, with a public placeholder token) and a link to a live map. */
export function VenueMap() {
  const { mapAlt, interactiveMap } = useTranslation(ACCESS_UI_COPY);
  return (
    <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <SafeImage src={MAP.staticImageUrl(process.env.PUBLIC_MAP_TOKEN ?? '')} alt={mapAlt} aspectRatio="2 / 1" />
      <ExternalButton
        href={MAP.interactiveUrl}
        variant="contained"
        startIcon={<MapIcon />}
        sx={{ position: 'absolute', right: 16, bottom: 16 }}
      >
        {interactiveMap}
      </ExternalButton>
    </Box>
  );
}
