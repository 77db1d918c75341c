import { Suspense, lazy, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { Box, Button, IconButton, Stack, Typography } from 'shared/mui';
import { useFirstRenderFromServer, useLocale, useTranslation, type Locale } from 'shared';
import { JUNCTIONS, MAP_AREA, type FacilityKind, type JunctionId } from '../content/venue';
import { VENUE_MAP_COPY, type Compass, type MapPage } from '../content/venueMap';
import { PLACES, type Place } from '../wayfinding/places';
import type { SensoryAspect, SensoryLevel } from '../content/pavilions';
import type { Point } from '../wayfinding/geometry';
import { DRAWING_PARTS } from './drawingParts';
import { SITE_MAP_ID } from './focusTargets';
import { MapKey } from './MapKey';
import { SENSORY_LEVEL_STYLE } from './sensoryLevelStyle';

// The venue drawn as SVG from the section's data: the server sends the whole drawing, so it reads
// with no script and no map service, and works offline once the service worker holds the page. Only
// the controls hydrate: the browser keeps the drawing's HTML as the server sent it (SiteDrawing's
// code loads only when the browser draws the map itself), and adds panning and zooming by buttons,
// keys, a drag, a pinch or the wheel, a tap that says where the visitor is, and the route. The place
// chosen and the sensory aspect shown are styles on the drawing. The places are listed as text beside
// it (PlaceList), the map's text equivalent.

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

const ARROW_KEYS: Record<string, Compass> = {
  ArrowUp: 'north',
  ArrowDown: 'south',
  ArrowLeft: 'west',
  ArrowRight: 'east',
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
  /** The page the map is on, which says where the page writes out what the map shows. */
  page: MapPage;
}

const SiteDrawing = lazy(() => import('./SiteDrawing').then((module) => ({ default: module.SiteDrawing })));

const DRAWING_ID = 'site-drawing';

/** The drawing's HTML as the server sent it, in the page's language, read before hydration. */
function serverDrawing(locale: Locale): string | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(DRAWING_ID);
  return element?.getAttribute('lang') === locale ? element.innerHTML : undefined;
}

/**
 * The drawing: hydrating, the server's HTML kept as it is (React neither walks nor renders its
 * hundreds of elements); drawn by the browser (a navigation, a change of language), SiteDrawing.
 */
function KeptDrawing() {
  const { locale } = useLocale();
  const fromServer = useFirstRenderFromServer();
  const [kept] = useState(() => (fromServer ? { locale, html: serverDrawing(locale) } : undefined));
  if (kept?.html !== undefined && kept.locale === locale)
    return <g id={DRAWING_ID} lang={locale} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  return (
    <g id={DRAWING_ID} lang={locale}>
      <Suspense fallback={null}>
        <SiteDrawing />
      </Suspense>
    </g>
  );
}

/** The map's state as styles on the drawing: the sensory aspect's tints and marks, then the place chosen. */
function drawingStyles(
  selected: Place | undefined,
  sensory: SensoryAspect | undefined,
  hiddenKinds: readonly FacilityKind[],
) {
  const { marker, label, aspect } = DRAWING_PARTS;
  const styles: Record<string, object> = { [`& [${aspect}]`]: { display: 'none' } };
  for (const kind of hiddenKinds) styles[`& [data-facility="${kind}"]`] = { display: 'none' };
  if (sensory) {
    styles[`& [${aspect}="${sensory}"]`] = { display: 'inline' };
    // The label moves up to make room for the level's dots below it.
    styles[`& [${label}]`] = { transform: 'translateY(-7px)' };
    for (const level of Object.keys(SENSORY_LEVEL_STYLE) as SensoryLevel[])
      styles[`& [data-${sensory}="${level}"] [${marker}]`] = { fill: SENSORY_LEVEL_STYLE[level].fill };
  }
  if (selected) {
    const place = `& [data-place="${selected.id}"]`;
    styles[`${place} [${marker}]`] = selected.pavilion
      ? { fill: '#0b5d4b', strokeWidth: 3 }
      : selected.facility
        ? { r: '10px', stroke: '#1f2a27', strokeWidth: 2 }
        : { stroke: '#0b5d4b', strokeWidth: 4 };
    styles[`${place} [${label}], ${place} [${aspect}]`] = { fill: '#ffffff' };
  }
  return styles;
}

export function SiteMap({ view, onViewChange, selected, onSelect, here, onTap, route, sensory, page }: SiteMapProps) {
  const copy = useTranslation(VENUE_MAP_COPY);

  const svg = useRef<SVGSVGElement>(null);
  // Each pointer down: where it started, where it is, and what it went down on (once the map captures
  // the pointer, the events after say the map, not the place under it).
  const pointers = useRef(new Map<number, { start: Point; now: Point; downOn: EventTarget }>());
  const gesture = useRef<{ view: MapView; distance?: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [hiddenKinds, setHiddenKinds] = useState<readonly FacilityKind[]>([]);

  const toMap = (clientX: number, clientY: number): Point => {
    const matrix = svg.current?.getScreenCTM()?.inverse();
    if (!matrix) return centreOf(view);
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  };
  const metresPerPixel = () => view.width / (svg.current?.getBoundingClientRect().width || MAP_AREA.width);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, { start: point, now: point, downOn: event.target });
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
    const target = (pointer.downOn as Element).closest?.('[data-place]');
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
        {copy.mapDescription} {copy.mapInWords[page]} {copy.keyboardHint}
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
        id={SITE_MAP_ID}
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
          ...drawingStyles(selected, sensory, hiddenKinds),
        }}
      >
        <KeptDrawing />
        {routePoints && (
          <polyline
            points={routePoints}
            fill="none"
            stroke="#0b5d4b"
            strokeOpacity={0.85}
            strokeWidth={8}
            strokeLinecap="round"
            strokeLinejoin="round"
            pointerEvents="none"
            data-testid="map-route"
          />
        )}
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
      <MapKey
        hidden={hiddenKinds}
        onShowKind={(kind, shown) =>
          setHiddenKinds((kinds) => (shown ? kinds.filter((each) => each !== kind) : [...kinds, kind]))
        }
      />
    </Box>
  );
}
