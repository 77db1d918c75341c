import { Box } from 'shared/mui';
import { useTranslation } from 'shared';
import { SENSORY_ASPECTS, type Pavilion } from '../content/pavilions';
import { PAVILION_COPY } from '../content/venueMap';

/** A pavilion's noise, light and crowding, each low, medium or high, in words. */
export function SensoryRating({ pavilion }: { pavilion: Pavilion }) {
  const copy = useTranslation(PAVILION_COPY);
  return (
    <Box sx={{ fontSize: '0.9rem' }}>
      <Box sx={{ color: 'text.secondary' }}>{copy.sensoryHeading}</Box>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, m: 0 }}>
        {SENSORY_ASPECTS.map((aspect) => (
          <Box key={aspect} sx={{ display: 'flex', gap: 0.5 }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {copy.sensory[aspect]}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {copy.levels[pavilion.sensory[aspect]]}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
