import type { ReactNode } from 'react';
import { Box } from 'shared/mui';
import { useLocale, useTranslation } from 'shared';
import { FACILITY_KINDS, FACILITY_KIND_NAMES, type FacilityKind } from '../content/venue';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { FacilityMark } from './facilitySymbols';

// The map's key, which is also the filter of the facilities it shows: every mark drawn beside what it
// means, each kind of facility with a checkbox. Plain elements styled once from the root, like the
// list of places (docs/venue.md).

const KEY_STYLES = {
  mt: 1,
  mb: 2,
  fontSize: '0.875rem',
  '& ul': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 },
  '& li, & label': { display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 32 },
  '& svg': { flex: 'none' },
  '& fieldset': { border: 0, m: 0, mt: 1, p: 0, minWidth: 0 },
  '& legend': { fontWeight: 700, p: 0, mb: 0.5 },
  '& [data-kinds]': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 2 },
  '& input': { width: 20, height: 20, m: 0, accentColor: '#0b5d4b', flex: 'none' },
} as const;

/** A mark of the key: 20 px, its drawing centred on (0, 0). */
function KeyMark({ children }: { children: ReactNode }) {
  return (
    <svg width="20" height="20" viewBox="-10 -10 20 20" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function MapKey({
  hidden,
  onShowKind,
}: {
  hidden: readonly FacilityKind[];
  onShowKind: (kind: FacilityKind, shown: boolean) => void;
}) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  return (
    <Box sx={KEY_STYLES}>
      <Box component="p" sx={{ fontWeight: 700, m: 0, mb: 0.5 }} id="map-key-heading">
        {copy.keyHeading}
      </Box>
      <ul aria-labelledby="map-key-heading">
        <li>
          <KeyMark>
            <rect x={-9} y={-6} width={18} height={12} rx={2} fill="#ffffff" stroke="#0b5d4b" strokeWidth={1.5} />
          </KeyMark>
          {copy.kinds.pavilion}
        </li>
        <li>
          <KeyMark>
            <rect x={-5} y={-5} width={10} height={10} rx={1.5} fill="#3e3328" transform="rotate(45)" />
          </KeyMark>
          {copy.keyLandmark}
        </li>
        <li>
          <KeyMark>
            <line x1={-9} y1={0} x2={9} y2={0} stroke="#8d6e63" strokeWidth={4} strokeDasharray="3 2" />
          </KeyMark>
          {copy.keySteps}
        </li>
      </ul>
      <fieldset>
        <legend>{copy.keyFacilities}</legend>
        <div data-kinds="">
          {FACILITY_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="checkbox"
                checked={!hidden.includes(kind)}
                onChange={(event) => onShowKind(kind, event.target.checked)}
              />
              <KeyMark>
                <FacilityMark kind={kind} x={0} y={0} size={18} />
              </KeyMark>
              {FACILITY_KIND_NAMES[kind][locale]}
            </label>
          ))}
        </div>
      </fieldset>
    </Box>
  );
}
