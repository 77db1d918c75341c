import { LOCALE_INFO, numberFormat, type Locale, type Translations } from 'shared';
import { PAVILIONS, pavilionLink, type Corner, type Pavilion } from '../content/pavilions';
import {
  FACILITIES,
  FACILITY_KIND_NAMES,
  JUNCTIONS,
  LANDMARKS,
  PATHS,
  ZONES,
  type Facility,
  type FacilityKind,
  type Hours,
  type JunctionId,
  type Landmark,
  type LandmarkKind,
  type PlaceSelector,
  type ZoneId,
} from '../content/venue';
import type { PathNetwork, Point } from './geometry';

// Every place on the venue map in one shape (pavilions, facilities, gates, stations, landmarks),
// where the map draws it, and the venue's path network for the route finder.

export type PlaceKind = 'pavilion' | FacilityKind | LandmarkKind;

export interface Place {
  id: string;
  kind: PlaceKind;
  zone: ZoneId;
  junction: JunctionId;
  /** Where the map draws it. */
  position: Point;
  name: Translations<string>;
  hours: Hours;
  /** Step-free and usable from a wheelchair (a pavilion's step-free entrance, an accessible toilet). */
  accessible: boolean;
  /** Its own page, for a pavilion. */
  link?: string;
  pavilion?: Pavilion;
  facility?: Facility;
}

export const VENUE_NETWORK: PathNetwork<JunctionId> = { junctions: JUNCTIONS, paths: PATHS };

/** A pavilion stands off its junction, in the block at its corner. */
const CORNER_OFFSET: Record<Corner, Point> = {
  ne: { x: 50, y: -35 },
  nw: { x: -50, y: -35 },
  se: { x: 50, y: 35 },
  sw: { x: -50, y: 35 },
};
/** Facilities at one junction are drawn around it, this far apart. */
const FACILITY_RING_METRES = 17;

const at = (junction: JunctionId, offset: Point = { x: 0, y: 0 }): Point => ({
  x: JUNCTIONS[junction].x + offset.x,
  y: JUNCTIONS[junction].y + offset.y,
});

const pavilionPlace = (pavilion: Pavilion): Place => ({
  id: `pavilion-${pavilion.slug}`,
  kind: 'pavilion',
  zone: pavilion.zone,
  junction: pavilion.junction,
  position: at(pavilion.junction, CORNER_OFFSET[pavilion.corner]),
  name: pavilion.name,
  hours: pavilion.hours,
  accessible: pavilion.access.includes('stepFreeEntrance'),
  link: pavilionLink(pavilion.slug),
  pavilion,
});

const landmarkPlace = (landmark: Landmark): Place => ({
  id: landmark.id,
  kind: landmark.kind,
  zone: landmark.zone,
  junction: landmark.junction,
  position: at(landmark.junction),
  name: landmark.name,
  hours: 'allDay',
  accessible: !landmark.byStairs,
});

function facilityPlaces(): Place[] {
  const byJunction = new Map<JunctionId, Facility[]>();
  for (const facility of FACILITIES)
    byJunction.set(facility.junction, [...(byJunction.get(facility.junction) ?? []), facility]);
  return FACILITIES.map((facility) => {
    const neighbours = byJunction.get(facility.junction) ?? [facility];
    const angle = (2 * Math.PI * neighbours.indexOf(facility)) / neighbours.length + Math.PI / 4;
    return {
      id: facility.id,
      kind: facility.kind,
      zone: facility.zone,
      junction: facility.junction,
      position: at(facility.junction, {
        x: Math.round(FACILITY_RING_METRES * Math.cos(angle)),
        y: Math.round(FACILITY_RING_METRES * Math.sin(angle)),
      }),
      name: FACILITY_KIND_NAMES[facility.kind],
      hours: facility.hours,
      accessible: facility.accessible,
      facility,
    };
  });
}

export const PLACES: readonly Place[] = [
  ...LANDMARKS.map(landmarkPlace),
  ...PAVILIONS.map(pavilionPlace),
  ...facilityPlaces(),
];

export const placeById = (id: string | null | undefined): Place | undefined => PLACES.find((place) => place.id === id);

/** The places a page names (a service's desks, a topic's facilities), in the order of the data. */
export const placesWhere = ({ kinds = [], accessibleOnly, landmarks = [] }: PlaceSelector): Place[] =>
  PLACES.filter((place) =>
    place.facility
      ? kinds.includes(place.facility.kind) && (!accessibleOnly || place.accessible)
      : landmarks.includes(place.id),
  );

/** Where a visitor can say they are: the gates, stations, landmarks and pavilions. */
export const STARTING_PLACES: readonly Place[] = PLACES.filter((place) => place.facility === undefined);

export const zoneOf = (id: ZoneId) => ZONES.find((zone) => zone.id === id)!;

/** What a place is called in a sentence: "the Japan pavilion", "جناح اليابان", "the North Gate". */
export function placeInSentence(place: Place, locale: Locale): string {
  const name = place.name[locale];
  if (locale === 'ar') return place.pavilion?.kind === 'country' ? `جناح ${name}` : name;
  if (place.pavilion?.kind === 'country') return `the ${name} pavilion`;
  // A name that has its own article ("A Different Tomorrow Pavilion") takes no other.
  if (/^(A|An|The) /.test(name)) return name;
  // A kind in mid-sentence: "the first aid", but "the ATM".
  return `the ${place.facility && !/^[A-Z]{2}/.test(name) ? name[0].toLowerCase() + name.slice(1) : name}`;
}

/**
 * A facility named by what is beside it ("Toilets, by the Japan pavilion"): a zone has several of a
 * kind, and the list and the finder must tell them apart.
 */
export function placeLabel(place: Place, locale: Locale): string {
  if (!place.facility) return place.name[locale];
  const beside = PLACES.find((other) => other.junction === place.junction && !other.facility);
  const [comma, by] = locale === 'en' ? [', ', 'by '] : ['، ', 'بجوار '];
  return `${place.name[locale]}${comma}${beside ? by + placeInSentence(beside, locale) : zoneOf(place.zone).name[locale]}`;
}

/** Metres as the map gives them: to the nearest 10. */
export const roundedMetres = (metres: number) => Math.round(metres / 10) * 10;

/** Metres, rounded to 10 (a map's precision), in the page's language ("120 m", "120 م"). */
export const formatMetres = (metres: number, locale: Locale) =>
  numberFormat(LOCALE_INFO[locale].intlLocale, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(
    roundedMetres(metres),
  );
