import { useLocale } from 'shared';
import { FACILITY_KINDS, JUNCTIONS, PATHS, SITE_FENCE, ZONES, type Zone } from '../content/venue';
import { SENSORY_ASPECTS } from '../content/pavilions';
import { PLACES, type Place } from '../wayfinding/places';
import { DRAWING_PARTS } from './drawingParts';
import { FacilityMark } from './facilitySymbols';
import { FacilitySymbolDefs } from './facilitySymbolPaths';
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

/** A facility's mark, in metres across: its symbol readable once the map is zoomed in. */
const FACILITY_MARK_SIZE = 15;

/** A pavilion's box on the map, in metres, and its name's size and line height in it. */
const PAVILION_BOX = { width: 56, height: 36 } as const;
const PAVILION_LABEL = { fontSize: 9, lineHeight: 10 } as const;

/** The lines of a pavilion's name in its box: its map name where the whole one does not fit. */
const pavilionLabelLines = (place: Place, locale: 'en' | 'ar') =>
  (place.pavilion?.mapName ?? place.name)[locale].split('\n');

function PlaceMarker({ place, dir }: { place: Place; dir: 'ltr' | 'rtl' }) {
  const { locale } = useLocale();
  const { x, y } = place.position;
  const label = place.name[locale];
  const marker = { [DRAWING_PARTS.marker]: place.kind };
  if (place.pavilion) {
    const { sensory } = place.pavilion;
    const lines = pavilionLabelLines(place, locale);
    return (
      <g
        data-place={place.id}
        style={{ cursor: 'pointer' }}
        {...Object.fromEntries(SENSORY_ASPECTS.map((aspect) => [`data-${aspect}`, sensory[aspect]]))}
      >
        <rect
          {...marker}
          x={x - PAVILION_BOX.width / 2}
          y={y - PAVILION_BOX.height / 2}
          width={PAVILION_BOX.width}
          height={PAVILION_BOX.height}
          rx={6}
          fill="#ffffff"
          stroke="#0b5d4b"
          strokeWidth={1.5}
        />
        <text
          {...{ [DRAWING_PARTS.label]: '' }}
          x={x}
          y={y + 4 - ((lines.length - 1) * PAVILION_LABEL.lineHeight) / 2}
          textAnchor="middle"
          fontSize={PAVILION_LABEL.fontSize}
          fill="#1f2a27"
        >
          {lines.map((line, i) => (
            <tspan key={i} x={x} dy={i === 0 ? 0 : PAVILION_LABEL.lineHeight}>
              {line}
            </tspan>
          ))}
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
      <g data-place={place.id} data-facility={place.facility.kind} style={{ cursor: 'pointer' }}>
        <FacilityMark kind={place.facility.kind} x={x} y={y} size={FACILITY_MARK_SIZE} attributes={marker} />
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
      <FacilitySymbolDefs kinds={FACILITY_KINDS} />
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
