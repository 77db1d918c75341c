import { useLocale } from 'shared';
import { JUNCTIONS, PATHS, SITE_FENCE, ZONES, type Zone } from '../content/venue';
import { SENSORY_ASPECTS } from '../content/pavilions';
import { PLACES, type Place } from '../wayfinding/places';
import { DRAWING_PARTS } from './drawingParts';
import { SENSORY_LEVEL_STYLE } from './sensoryLevelStyle';

// The venue's drawing: the fence, the zones, the paths and every place, with each pavilion's three
// sensory levels as data attributes and marks. It never changes once drawn: the map's state (the
// place chosen, the sensory aspect shown) is CSS on the map (SiteMap), so the server's HTML stays as
// it is and this code loads only when the browser draws the map itself (a navigation in the page).

/**
 * A zone's or landmark's label, with a light outline so it reads over paths and markers. Its
 * direction is the page's, inherited: Arabic labels read right to left.
 */
const MAP_LABEL = {
  textAnchor: 'middle',
  fontWeight: 700,
  fill: '#3e3328',
  stroke: '#fbf8f2',
  strokeWidth: 4,
  paintOrder: 'stroke',
} as const;

/** Zone names sit along the boulevard between the two rows of zones, clear of the gates on the fence. */
const zoneLabelY = ({ area }: Zone) => (area.y === SITE_FENCE.y ? area.y + area.height - 14 : area.y + 48);

/**
 * Where a gate's, station's or landmark's name goes: gates and stations beyond the marker, away from
 * the site (the metro above, the rest below); a landmark inside the site to its east, where no
 * pavilion stands (a right-to-left label anchors at its end to read the same way).
 */
function landmarkLabelAt({ kind, position: { x, y } }: Place, dir: 'ltr' | 'rtl') {
  if (kind === 'landmark') return { x: x + 20, y: y + 4, textAnchor: dir === 'rtl' ? 'end' : 'start' } as const;
  return { x, y: y + (kind === 'metro' ? -16 : 26) };
}

/** A facility's colour on the map, by kind (the list and the card name the kind in words). */
const FACILITY_COLOUR: Record<string, string> = {
  toilets: '#1565c0',
  'drinking-water': '#0288d1',
  'prayer-room-men': '#2e7d32',
  'prayer-room-women': '#2e7d32',
  'first-aid': '#c62828',
  'lost-and-found': '#6a1b9a',
  'baby-care': '#ad1457',
  'mobility-loans': '#283593',
  'quiet-room': '#00695c',
  'shade-and-cooling': '#00838f',
  'charging-point': '#ef6c00',
  atm: '#4e342e',
};

function PlaceMarker({ place, dir }: { place: Place; dir: 'ltr' | 'rtl' }) {
  const { locale } = useLocale();
  const { x, y } = place.position;
  const label = place.name[locale];
  const marker = { [DRAWING_PARTS.marker]: place.kind };
  if (place.pavilion) {
    const { sensory } = place.pavilion;
    return (
      <g
        data-place={place.id}
        style={{ cursor: 'pointer' }}
        {...Object.fromEntries(SENSORY_ASPECTS.map((aspect) => [`data-${aspect}`, sensory[aspect]]))}
      >
        <rect
          {...marker}
          x={x - 28}
          y={y - 18}
          width={56}
          height={36}
          rx={6}
          fill="#ffffff"
          stroke="#0b5d4b"
          strokeWidth={1.5}
        />
        <text {...{ [DRAWING_PARTS.label]: '' }} x={x} y={y + 4} textAnchor="middle" fontSize={9} fill="#1f2a27">
          {label.length > 14 ? `${label.slice(0, 13)}…` : label}
        </text>
        {SENSORY_ASPECTS.map((aspect) => (
          <text
            key={aspect}
            {...{ [DRAWING_PARTS.aspect]: aspect }}
            data-sensory-level={sensory[aspect]}
            x={x}
            y={y + 12}
            textAnchor="middle"
            fontSize={9}
            fill="#1f2a27"
          >
            {'●'.repeat(SENSORY_LEVEL_STYLE[sensory[aspect]].dots)}
          </text>
        ))}
      </g>
    );
  }
  if (place.facility)
    return (
      <g data-place={place.id} style={{ cursor: 'pointer' }}>
        <circle {...marker} cx={x} cy={y} r={6} fill={FACILITY_COLOUR[place.kind]} stroke="#ffffff" strokeWidth={1.5} />
      </g>
    );
  return (
    <g data-place={place.id} style={{ cursor: 'pointer' }}>
      <rect
        {...marker}
        x={x - 9}
        y={y - 9}
        width={18}
        height={18}
        rx={3}
        fill="#3e3328"
        stroke="#ffffff"
        strokeWidth={2}
        transform={`rotate(45 ${x} ${y})`}
      />
      <text {...MAP_LABEL} {...landmarkLabelAt(place, dir)} fontSize={12}>
        {label}
      </text>
    </g>
  );
}

/** The whole drawing, in the page's language. */
export function SiteDrawing() {
  const { locale, dir } = useLocale();
  return (
    <>
      <rect {...SITE_FENCE} fill="#fbf8f2" stroke="#8d7b68" strokeWidth={3} rx={12} />
      {ZONES.map((zone) => (
        <rect key={zone.id} {...zone.area} fill={zone.tint} stroke="#cdbfae" strokeWidth={1} />
      ))}
      {PATHS.map((path) => {
        const from = JUNCTIONS[path.from];
        const to = JUNCTIONS[path.to];
        return (
          <line
            key={`${path.from}-${path.to}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke={path.steps ? '#8d6e63' : '#ffffff'}
            strokeWidth={path.steps ? 6 : 10}
            strokeDasharray={path.steps ? '4 4' : undefined}
            strokeLinecap="round"
          />
        );
      })}
      {ZONES.map((zone) => (
        <text key={zone.id} x={zone.area.x + zone.area.width / 2} y={zoneLabelY(zone)} fontSize={18} {...MAP_LABEL}>
          {zone.name[locale]}
        </text>
      ))}
      {PLACES.map((place) => (
        <PlaceMarker key={place.id} place={place} dir={dir} />
      ))}
    </>
  );
}
