import { VENUE_GLOSSARY } from 'shared/site';
import { type GlossaryTerm, type Translations } from 'shared';

// Riyadh Expo City as the venue map draws it and the route finder walks it: zones, the paths between
// junctions, the gates and stations, landmarks and facilities. Positions are metres from the map's
// north-west corner (x east, y south), so a path's length is the distance between its ends. Names
// are in every language; a facility's name is its kind's glossary term.

/** The map's drawing: the fence of the site and the land around it (metro, bus stops). */
export const MAP_AREA = { width: 1200, height: 860 } as const;
export const SITE_FENCE = { x: 40, y: 80, width: 1120, height: 700 } as const;

/**
 * Where the map's corners are on the Earth, for the browser's location: the site is small enough
 * that degrees scale linearly to metres across it.
 */
export const MAP_GEO = {
  northWest: { latitude: 24.8646, longitude: 46.7227 },
  metresPerDegree: { latitude: 110_800, longitude: 101_100 },
} as const;

export const ZONE_IDS = [
  'climate-action',
  'prosperity',
  'different-tomorrow',
  'heritage-oasis',
  'al-nakheel',
  'family-gardens',
] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

export interface Zone {
  id: ZoneId;
  name: GlossaryTerm;
  area: { x: number; y: number; width: number; height: number };
  /** The zone's fill on the map (a light tint: labels are drawn on it in the text colour). */
  tint: string;
}

export const ZONES: readonly Zone[] = [
  {
    id: 'climate-action',
    name: VENUE_GLOSSARY.zoneClimateAction,
    area: { x: 40, y: 80, width: 380, height: 320 },
    tint: '#e3f1e6',
  },
  {
    id: 'prosperity',
    name: VENUE_GLOSSARY.zoneProsperity,
    area: { x: 420, y: 80, width: 360, height: 320 },
    tint: '#fdf1dc',
  },
  {
    id: 'different-tomorrow',
    name: VENUE_GLOSSARY.zoneDifferentTomorrow,
    area: { x: 780, y: 80, width: 380, height: 320 },
    tint: '#e4ecf8',
  },
  {
    id: 'heritage-oasis',
    name: VENUE_GLOSSARY.zoneHeritageOasis,
    area: { x: 40, y: 400, width: 380, height: 380 },
    tint: '#f6e9df',
  },
  {
    id: 'al-nakheel',
    name: VENUE_GLOSSARY.zoneAlNakheel,
    area: { x: 420, y: 400, width: 360, height: 380 },
    tint: '#eef3e1',
  },
  {
    id: 'family-gardens',
    name: VENUE_GLOSSARY.zoneFamilyGardens,
    area: { x: 780, y: 400, width: 380, height: 380 },
    tint: '#f3e6f1',
  },
];

/**
 * The junctions of the paths. The grid's columns are a–f (west to east), its rows 1–5 (north to
 * south); the rest are where the grid meets a gate, a station or a raised place.
 */
const COLUMNS = { a: 120, b: 300, c: 500, d: 700, e: 900, f: 1080 } as const;
const ROWS = { 1: 160, 2: 300, 3: 480, 4: 620, 5: 740 } as const;
type GridJunction = `${keyof typeof COLUMNS}${keyof typeof ROWS}`;

const gridJunctions = Object.fromEntries(
  Object.entries(COLUMNS).flatMap(([column, x]) =>
    Object.entries(ROWS).map(([row, y]) => [`${column}${row}`, { x, y }]),
  ),
) as Record<GridJunction, { x: number; y: number }>;

export const JUNCTIONS = {
  ...gridJunctions,
  'north-gate': { x: 600, y: 100 },
  'metro-concourse': { x: 600, y: 36 },
  'south-gate': { x: 600, y: 760 },
  'bus-bay': { x: 600, y: 830 },
  'west-gate': { x: 60, y: 480 },
  'east-gate': { x: 1140, y: 480 },
  'sky-garden': { x: 395, y: 430 },
} as const satisfies Record<string, { x: number; y: number }>;
export type JunctionId = keyof typeof JUNCTIONS;

export interface Path {
  from: JunctionId;
  to: JunctionId;
  /** Stairs or steps on the way: left out of a step-free route. */
  steps?: true;
}

const gridPaths = (): Path[] => {
  const columns = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>;
  const rows = Object.keys(ROWS).map(Number) as Array<keyof typeof ROWS>;
  return [
    ...rows.flatMap((row) =>
      columns.slice(1).map((column, i) => ({ from: `${columns[i]}${row}`, to: `${column}${row}` }) as Path),
    ),
    ...columns.flatMap((column) =>
      rows.slice(1).map((row, i) => ({ from: `${column}${rows[i]}`, to: `${column}${row}` }) as Path),
    ),
  ];
};

/** Steps in the grid: the amphitheatre between the plaza's rows and the terraces of the oasis. */
const STEPPED = new Set(['b2-b3', 'c3-c4', 'e3-e4']);

export const PATHS: readonly Path[] = [
  ...gridPaths().map((path) => (STEPPED.has(`${path.from}-${path.to}`) ? { ...path, steps: true as const } : path)),
  { from: 'north-gate', to: 'c1' },
  { from: 'north-gate', to: 'd1' },
  { from: 'metro-concourse', to: 'north-gate' },
  { from: 'south-gate', to: 'c5' },
  { from: 'south-gate', to: 'd5' },
  { from: 'bus-bay', to: 'south-gate' },
  { from: 'west-gate', to: 'a3' },
  { from: 'east-gate', to: 'f3' },
  // The Sky Garden is on a terrace above the oasis, by its stairs only.
  { from: 'sky-garden', to: 'b3', steps: true },
  { from: 'sky-garden', to: 'b2', steps: true },
];

/** Places that are not pavilions or facilities: the gates, the stations and the landmarks. */
export type LandmarkKind = 'gate' | 'metro' | 'bus' | 'landmark';

export interface Landmark {
  id: string;
  kind: LandmarkKind;
  junction: JunctionId;
  zone: ZoneId;
  name: Translations<string>;
  /** Reached by stairs only. */
  byStairs?: true;
}

export const LANDMARKS: readonly Landmark[] = [
  {
    id: 'north-gate',
    kind: 'gate',
    junction: 'north-gate',
    zone: 'prosperity',
    name: { en: 'North Gate', ar: 'البوابة الشمالية' },
  },
  {
    id: 'south-gate',
    kind: 'gate',
    junction: 'south-gate',
    zone: 'al-nakheel',
    name: { en: 'South Gate', ar: 'البوابة الجنوبية' },
  },
  {
    id: 'west-gate',
    kind: 'gate',
    junction: 'west-gate',
    zone: 'heritage-oasis',
    name: { en: 'West Gate', ar: 'البوابة الغربية' },
  },
  {
    id: 'east-gate',
    kind: 'gate',
    junction: 'east-gate',
    zone: 'family-gardens',
    name: { en: 'East Gate', ar: 'البوابة الشرقية' },
  },
  {
    id: 'expo-city-metro',
    kind: 'metro',
    junction: 'metro-concourse',
    zone: 'prosperity',
    name: { en: 'Expo City metro station', ar: 'محطة مترو مدينة إكسبو' },
  },
  {
    id: 'bus-stops',
    kind: 'bus',
    junction: 'bus-bay',
    zone: 'al-nakheel',
    name: { en: 'Bus station', ar: 'محطة الحافلات' },
  },
  {
    id: 'nakheel-fountain',
    kind: 'landmark',
    junction: 'd4',
    zone: 'al-nakheel',
    name: { en: 'Al Nakheel fountain', ar: 'نافورة النخيل' },
  },
  {
    id: 'amphitheatre',
    kind: 'landmark',
    junction: 'c3',
    zone: 'al-nakheel',
    name: { en: 'Amphitheatre', ar: 'المدرج' },
  },
  {
    id: 'sky-garden',
    kind: 'landmark',
    junction: 'sky-garden',
    zone: 'heritage-oasis',
    name: { en: 'Sky Garden', ar: 'الحديقة المعلقة' },
    byStairs: true,
  },
  {
    id: 'visitor-centre',
    kind: 'landmark',
    junction: 'd1',
    zone: 'prosperity',
    name: { en: 'Visitor centre', ar: 'مركز الزوار' },
  },
];

export const FACILITY_KINDS = [
  'toilets',
  'drinking-water',
  'prayer-room-men',
  'prayer-room-women',
  'first-aid',
  'lost-and-found',
  'baby-care',
  'mobility-loans',
  'quiet-room',
  'shade-and-cooling',
  'charging-point',
  'atm',
] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

/** Each kind's name, from the glossary, so the map, the finder and the steps say the same. */
export const FACILITY_KIND_NAMES: Record<FacilityKind, GlossaryTerm> = {
  toilets: VENUE_GLOSSARY.toilets,
  'drinking-water': VENUE_GLOSSARY.drinkingWater,
  'prayer-room-men': VENUE_GLOSSARY.prayerRoomMen,
  'prayer-room-women': VENUE_GLOSSARY.prayerRoomWomen,
  'first-aid': VENUE_GLOSSARY.firstAid,
  'lost-and-found': VENUE_GLOSSARY.lostAndFound,
  'baby-care': VENUE_GLOSSARY.babyCare,
  'mobility-loans': VENUE_GLOSSARY.mobilityLoans,
  'quiet-room': VENUE_GLOSSARY.quietRoom,
  'shade-and-cooling': VENUE_GLOSSARY.shadeAndCooling,
  'charging-point': VENUE_GLOSSARY.chargingPoint,
  atm: VENUE_GLOSSARY.atm,
};

/** Opening times as 24-hour clock times in Riyadh; `allDay` for what is open while the site is. */
export type Hours = { opens: string; closes: string } | 'allDay';

/** The site's own hours (SPEC: daily 9:00 AM – 10:00 PM). */
export const SITE_HOURS = { opens: '09:00', closes: '22:00' } as const;

const KIND_HOURS: Record<FacilityKind, Hours> = {
  toilets: 'allDay',
  'drinking-water': 'allDay',
  'prayer-room-men': 'allDay',
  'prayer-room-women': 'allDay',
  'first-aid': { opens: '08:30', closes: '22:30' },
  'lost-and-found': { opens: '09:00', closes: '22:30' },
  'baby-care': SITE_HOURS,
  'mobility-loans': { opens: '09:00', closes: '20:30' },
  'quiet-room': SITE_HOURS,
  'shade-and-cooling': 'allDay',
  'charging-point': 'allDay',
  atm: 'allDay',
};

export interface Facility {
  id: string;
  kind: FacilityKind;
  junction: JunctionId;
  zone: ZoneId;
  hours: Hours;
  /** An accessible toilet, a step-free prayer room: usable from a wheelchair. */
  accessible: boolean;
}

/**
 * Facilities that stand on the path itself (a fountain, a shaded bench, a charging post, a cash
 * machine): a wheelchair user who reaches the spot can use them, so they are step-free unless their
 * spot is reached only by stairs. Rooms (toilets, prayer rooms, …) say so one by one.
 */
const ON_THE_PATH: ReadonlySet<FacilityKind> = new Set([
  'drinking-water',
  'shade-and-cooling',
  'charging-point',
  'atm',
]);

/**
 * The facilities, by zone: [kind, junction, accessible] for each (accessible: a room usable from a
 * wheelchair; unset, a facility ON_THE_PATH is and a room is not). Ids are the kind and the junction
 * ('toilets-b1'), so a facility's id says where it is.
 */
const FACILITIES_BY_ZONE: Record<ZoneId, Array<[FacilityKind, JunctionId, boolean?]>> = {
  'climate-action': [
    ['toilets', 'a1', true],
    ['toilets', 'b2', true],
    ['drinking-water', 'a2'],
    ['drinking-water', 'b1'],
    ['prayer-room-men', 'a1', true],
    ['prayer-room-women', 'a1', true],
    ['shade-and-cooling', 'b2'],
    ['charging-point', 'b1'],
    ['atm', 'a2'],
    ['baby-care', 'b2', true],
  ],
  prosperity: [
    ['toilets', 'c1', true],
    ['toilets', 'd2', true],
    ['drinking-water', 'north-gate'],
    ['drinking-water', 'c2'],
    ['prayer-room-men', 'd2', true],
    ['prayer-room-women', 'd2', true],
    ['first-aid', 'd1', true],
    ['lost-and-found', 'd1', true],
    ['mobility-loans', 'north-gate', true],
    ['atm', 'north-gate'],
    ['charging-point', 'd1'],
    ['shade-and-cooling', 'c2'],
  ],
  'different-tomorrow': [
    ['toilets', 'e1', true],
    ['toilets', 'f2', true],
    ['drinking-water', 'e2'],
    ['drinking-water', 'f1'],
    ['prayer-room-men', 'f1', true],
    ['prayer-room-women', 'f1', true],
    ['shade-and-cooling', 'e2'],
    ['charging-point', 'f2'],
    ['quiet-room', 'e1', true],
    ['first-aid', 'f2', true],
  ],
  'heritage-oasis': [
    ['toilets', 'a3', true],
    ['toilets', 'b5', true],
    ['drinking-water', 'west-gate'],
    ['drinking-water', 'b4'],
    // Up the terrace's stairs.
    ['drinking-water', 'sky-garden', false],
    ['prayer-room-men', 'a4', true],
    ['prayer-room-women', 'a4', true],
    ['mobility-loans', 'west-gate', true],
    ['quiet-room', 'sky-garden'],
    ['shade-and-cooling', 'b4'],
    ['shade-and-cooling', 'a5'],
  ],
  'al-nakheel': [
    ['toilets', 'c4', true],
    ['toilets', 'd3', true],
    ['drinking-water', 'd4'],
    ['drinking-water', 'south-gate'],
    ['drinking-water', 'c3'],
    ['prayer-room-men', 'c5', true],
    ['prayer-room-women', 'c5', true],
    ['first-aid', 'south-gate', true],
    ['lost-and-found', 'south-gate', true],
    ['mobility-loans', 'south-gate', true],
    ['baby-care', 'd4', true],
    ['atm', 'd5'],
    ['charging-point', 'c4'],
    ['shade-and-cooling', 'd4'],
    ['quiet-room', 'd3', true],
  ],
  'family-gardens': [
    ['toilets', 'e3', true],
    ['toilets', 'f5', true],
    ['drinking-water', 'e5'],
    ['drinking-water', 'f4'],
    ['prayer-room-men', 'e4', true],
    ['prayer-room-women', 'e4', true],
    ['baby-care', 'e5', true],
    ['first-aid', 'f4', true],
    ['quiet-room', 'f3', true],
    ['shade-and-cooling', 'e3'],
    ['shade-and-cooling', 'f5'],
    ['charging-point', 'e4'],
    ['atm', 'east-gate'],
  ],
};

export const FACILITIES: readonly Facility[] = (
  Object.entries(FACILITIES_BY_ZONE) as Array<[ZoneId, Array<[FacilityKind, JunctionId, boolean?]>]>
).flatMap(([zone, entries]) =>
  entries.map(([kind, junction, accessible = ON_THE_PATH.has(kind)]) => ({
    id: `${kind}-${junction}`,
    kind,
    junction,
    zone,
    hours: KIND_HOURS[kind],
    accessible,
  })),
);

/**
 * Some of the site's places, as a page names them: the facilities of these kinds (only the
 * accessible ones, if so) and these landmarks. The places themselves come from the data above.
 */
export interface PlaceSelector {
  kinds?: readonly FacilityKind[];
  accessibleOnly?: true;
  landmarks?: readonly string[];
}

/** How fast a visitor walks, for the route's time: a relaxed pace in a crowd. */
export const WALKING_METRES_PER_MINUTE = 70;
