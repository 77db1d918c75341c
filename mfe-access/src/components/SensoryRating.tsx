import { Box } from 'shared/mui';
import { useTranslation } from 'shared';
import { SENSORY_ASPECTS, type Pavilion } from '../content/pavilions';
import { PAVILION_COPY } from '../content/venueMap';

// Plain elements styled once from the root: the pavilions' list shows forty of these.
const RATING_STYLES = {
  fontSize: '0.9rem',
  '& > div': { color: 'text.secondary' },
  '& dl': { display: 'flex', flexWrap: 'wrap', columnGap: 2, m: 0 },
  '& dl > div': { display: 'flex', gap: 0.5 },
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0 },
} as const;

/** A pavilion's noise, light and crowding, each low, medium or high, in words. */
export function SensoryRating({ pavilion }: { pavilion: Pavilion }) {
  const copy = useTranslation(PAVILION_COPY);
  return (
    <Box sx={RATING_STYLES}>
      <div>{copy.sensoryHeading}</div>
      <dl>
        {SENSORY_ASPECTS.map((aspect) => (
          <div key={aspect}>
            <dt>{copy.sensory[aspect]}</dt>
            <dd>{copy.levels[pavilion.sensory[aspect]]}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
