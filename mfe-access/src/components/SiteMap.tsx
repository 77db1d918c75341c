import { useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { Box, Button, IconButton, Stack, Typography } from 'shared/mui';
import { useLocale, useTranslation } from 'shared';
import { JUNCTIONS, MAP_AREA, PATHS, SITE_FENCE, ZONES, type JunctionId, type Zone } from '../content/venue';
import { VENUE_MAP_COPY, type Compass } from '../content/venueMap';
import { PLACES, type Place } from '../wayfinding/places';
import type { SensoryAspect, SensoryLevel } from '../content/pavilions';
import type { Point } from '../wayfinding/routeFinder';

// The venue drawn as SVG from the section's data: the server sends the whole drawing, so it reads
// with no script and no map service, and works offline once the service worker holds the page. The
// browser adds panning and zooming by buttons, keys, a drag, a pinch or the wheel, and a tap that says
// where the visitor is. The places are listed as text beside it (PlaceList), the map's text equivalent.

export interface MapView {
  x: number;
  y: number;
  width: number;
}

const ASPECT = MAP_AREA.height / MAP_AREA.width;
export const WHOLE_SITE: MapView = { x: 0, y: 0, width: MAP_AREA.width };
const MIN_WIDTH = 240;
const ZOOM_STEP = 1.5;
/** A pan moves the view by this share of its width. */
const PAN_SHARE = 0.2;
/** A press that moves less than this (in screen pixels) is a tap, not a drag. */
const TAP_SLOP = 8;

function clamped(view: MapView): MapView {
  const width = Math.min(MAP_AREA.width, Math.max(MIN_WIDTH, view.width));
  const height = width * ASPECT;
  return {
    width,
    x: Math.min(MAP_AREA.width - width, Math.max(0, view.x)),
    y: Math.min(MAP_AREA.height - height, Math.max(0, view.y)),
  };
}

export const zoomed = (view: MapView, factor: number, centre: Point = centreOf(view)): MapView => {
  const width = view.width / factor;
  return clamped({
    width,
    x: centre.x - ((centre.x - view.x) * width) / view.width,
    y: centre.y - ((centre.y - view.y) * width) / view.width,
  });
};

const centreOf = (view: MapView): Point => ({ x: view.x + view.width / 2, y: view.y + (view.width * ASPECT) / 2 });

export const panned = (view: MapView, compass: Compass): MapView => {
  const step = view.width * PAN_SHARE;
  const [dx, dy] = { north: [0, -step], south: [0, step], east: [step, 0], west: [-step, 0] }[compass];
  return clamped({ ...view, x: view.x + dx, y: view.y + dy });
};

/** The view brought round a point (a place chosen in the list), zoomed in if the whole site shows. */
export const centredOn = (view: MapView, point: Point): MapView => {
  const width = Math.min(view.width, MAP_AREA.width / 2);
  return clamped({ width, x: point.x - width / 2, y: point.y - (width * ASPECT) / 2 });
};

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

const ARROW_KEYS: Record<string, Compass> = {
  ArrowUp: 'north',
  ArrowDown: 'south',
  ArrowLeft: 'west',
  ArrowRight: 'east',
};

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

export interface SiteMapProps {
  view: MapView;
  onViewChange: (view: MapView) => void;
  selected?: Place;
  onSelect: (place: Place) => void;
  /** Where the visitor is, when they have said. */
  here?: JunctionId;
  /** A tap on the map's ground: a point in map metres. */
  onTap?: (point: Point) => void;
  /** The route to draw, as junctions from the start. */
  route?: JunctionId[];
  /** The sensory map: each pavilion tinted and marked by its level of this. */
  sensory?: SensoryAspect;
}

/** A sensory level's tint, and its mark (one, two or three dots) so the level does not rest on colour. */
export const SENSORY_LEVEL_STYLE: Record<SensoryLevel, { fill: string; dots: number }> = {
  low: { fill: '#d7eedb', dots: 1 },
  medium: { fill: '#fde7a6', dots: 2 },
  high: { fill: '#f5c0bd', dots: 3 },
};

export function SiteMap({ view, onViewChange, selected, onSelect, here, onTap, route, sensory }: SiteMapProps) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale, dir } = useLocale();
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { start: Point; now: Point }>());
  const gesture = useRef<{ view: MapView; distance?: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);

  const toMap = (clientX: number, clientY: number): Point => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return centreOf(view);
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };
  const metresPerPixel = () => view.width / (svg.current?.getBoundingClientRect().width || MAP_AREA.width);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, { start: point, now: point });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const [a, b] = [...pointers.current.values()];
    gesture.current = {
      view,
      distance: b ? Math.hypot(a.now.x - b.now.x, a.now.y - b.now.y) : undefined,
      moved: gesture.current?.moved ?? false,
    };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const pointer = pointers.current.get(event.pointerId);
    if (!pointer || !gesture.current) return;
    pointer.now = { x: event.clientX, y: event.clientY };
    const [a, b] = [...pointers.current.values()];
    if (b && gesture.current.distance) {
      // A pinch: the view scales by how far the two fingers are from each other now.
      const distance = Math.hypot(a.now.x - b.now.x, a.now.y - b.now.y);
      const midpoint = toMap((a.now.x + b.now.x) / 2, (a.now.y + b.now.y) / 2);
      gesture.current.moved = true;
      onViewChange(zoomed(gesture.current.view, distance / gesture.current.distance, midpoint));
      return;
    }
    const dx = pointer.now.x - pointer.start.x;
    const dy = pointer.now.y - pointer.start.y;
    if (!gesture.current.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    gesture.current.moved = true;
    setDragging(true);
    const scale = metresPerPixel();
    onViewChange(
      clamped({
        ...gesture.current.view,
        x: gesture.current.view.x - dx * scale,
        y: gesture.current.view.y - dy * scale,
      }),
    );
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const pointer = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    const wasGesture = gesture.current;
    if (pointers.current.size === 0) {
      gesture.current = null;
      setDragging(false);
    } else if (gesture.current) gesture.current = { view, moved: true };
    if (!pointer || !wasGesture || wasGesture.moved || pointers.current.size > 0) return;
    // A tap: on a place, that place; elsewhere, the visitor is there.
    const target = (event.target as Element).closest?.('[data-place]');
    const place = target && PLACES.find((each) => each.id === target.getAttribute('data-place'));
    if (place) onSelect(place);
    else onTap?.(toMap(event.clientX, event.clientY));
  };
  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    if (!event.ctrlKey && !event.metaKey && Math.abs(event.deltaY) < 1) return;
    onViewChange(zoomed(view, event.deltaY < 0 ? 1.2 : 1 / 1.2, toMap(event.clientX, event.clientY)));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const compass = ARROW_KEYS[event.key];
    if (compass) onViewChange(panned(view, compass));
    else if (event.key === '+' || event.key === '=') onViewChange(zoomed(view, ZOOM_STEP));
    else if (event.key === '-' || event.key === '−') onViewChange(zoomed(view, 1 / ZOOM_STEP));
    else if (event.key === '0' || event.key === 'Home') onViewChange(WHOLE_SITE);
    else return;
    event.preventDefault();
  };

  const routePoints = route?.map((junction) => `${JUNCTIONS[junction].x},${JUNCTIONS[junction].y}`).join(' ');
  const height = view.width * ASPECT;
  const label = (place: Place) => place.name[locale];

  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => onViewChange(zoomed(view, ZOOM_STEP))}>
          {copy.zoomIn}
        </Button>
        <Button variant="outlined" size="small" onClick={() => onViewChange(zoomed(view, 1 / ZOOM_STEP))}>
          {copy.zoomOut}
        </Button>
        <Button variant="outlined" size="small" onClick={() => onViewChange(WHOLE_SITE)}>
          {copy.resetView}
        </Button>
        {(['north', 'west', 'east', 'south'] as const).map((compass) => (
          <IconButton
            key={compass}
            size="small"
            aria-label={copy.move[compass]}
            onClick={() => onViewChange(panned(view, compass))}
            sx={{ border: 1, borderColor: 'divider', minWidth: 36, minHeight: 36 }}
          >
            <span aria-hidden>{{ north: '↑', west: '←', east: '→', south: '↓' }[compass]}</span>
          </IconButton>
        ))}
      </Stack>
      <Typography id="site-map-description" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {copy.mapDescription} {copy.keyboardHint}
      </Typography>
      <Box
        component="svg"
        ref={svg}
        viewBox={`${view.x} ${view.y} ${view.width} ${height}`}
        role="img"
        aria-label={copy.mapName}
        aria-describedby="site-map-description"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        data-testid="site-map"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${MAP_AREA.width} / ${MAP_AREA.height}`,
          bgcolor: '#f4efe6',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          touchAction: 'none',
          cursor: dragging ? 'grabbing' : 'grab',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
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
        {routePoints && (
          <polyline
            points={routePoints}
            fill="none"
            stroke="#0b5d4b"
            strokeWidth={8}
            strokeLinecap="round"
            strokeLinejoin="round"
            data-testid="map-route"
          />
        )}
        {PLACES.map((place) => {
          const isSelected = place.id === selected?.id;
          const { x, y } = place.position;
          return (
            <g key={place.id} data-place={place.id} style={{ cursor: 'pointer' }}>
              {place.pavilion ? (
                <>
                  <rect
                    x={x - 28}
                    y={y - 18}
                    width={56}
                    height={36}
                    rx={6}
                    fill={
                      isSelected
                        ? '#0b5d4b'
                        : sensory
                          ? SENSORY_LEVEL_STYLE[place.pavilion.sensory[sensory]].fill
                          : '#ffffff'
                    }
                    stroke="#0b5d4b"
                    strokeWidth={isSelected ? 3 : 1.5}
                  />
                  <text
                    x={x}
                    y={sensory ? y - 1 : y + 4}
                    textAnchor="middle"
                    fontSize={9}
                    fill={isSelected ? '#ffffff' : '#1f2a27'}
                  >
                    {label(place).length > 14 ? `${label(place).slice(0, 13)}…` : label(place)}
                  </text>
                  {sensory && (
                    <text
                      x={x}
                      y={y + 12}
                      textAnchor="middle"
                      fontSize={9}
                      fill={isSelected ? '#ffffff' : '#1f2a27'}
                      data-sensory-level={place.pavilion.sensory[sensory]}
                    >
                      {'●'.repeat(SENSORY_LEVEL_STYLE[place.pavilion.sensory[sensory]].dots)}
                    </text>
                  )}
                </>
              ) : place.facility ? (
                <circle
                  cx={x}
                  cy={y}
                  r={isSelected ? 9 : 6}
                  fill={FACILITY_COLOUR[place.kind]}
                  stroke="#ffffff"
                  strokeWidth={isSelected ? 3 : 1.5}
                />
              ) : (
                <>
                  <rect
                    x={x - 9}
                    y={y - 9}
                    width={18}
                    height={18}
                    rx={3}
                    fill="#3e3328"
                    stroke={isSelected ? '#0b5d4b' : '#ffffff'}
                    strokeWidth={isSelected ? 4 : 2}
                    transform={`rotate(45 ${x} ${y})`}
                  />
                  <text {...MAP_LABEL} {...landmarkLabelAt(place, dir)} fontSize={12}>
                    {label(place)}
                  </text>
                </>
              )}
            </g>
          );
        })}
        {here && (
          <g data-testid="map-here" pointerEvents="none">
            <circle cx={JUNCTIONS[here].x} cy={JUNCTIONS[here].y} r={14} fill="#1a73e8" fillOpacity={0.25} />
            <circle
              cx={JUNCTIONS[here].x}
              cy={JUNCTIONS[here].y}
              r={7}
              fill="#1a73e8"
              stroke="#ffffff"
              strokeWidth={3}
            />
          </g>
        )}
      </Box>
    </Box>
  );
}
