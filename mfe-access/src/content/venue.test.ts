import { LOCALES } from 'shared';
import { PAVILIONS } from './pavilions';
import { PAVILION_DESCRIPTIONS } from './pavilionDescriptions';
import { FACILITIES, FACILITY_KINDS, JUNCTIONS, PATHS, SITE_FENCE, ZONES, type JunctionId } from './venue';
import { PLACES, VENUE_NETWORK, placeById, placeInSentence, placeLabel } from '../wayfinding/places';
import { VENUE_MAP_COPY, ROUTE_STEP_COPY } from './venueMap';
import { findNearest, findRoute } from '../wayfinding/routeFinder';
import { walkTo, walkToNearest } from '../wayfinding/walks';
import { writeRoute } from '../wayfinding/routeSteps';

const ARABIC = /[\u0600-\u06FF]/;
const inside = (point: { x: number; y: number }, area: { x: number; y: number; width: number; height: number }) =>
  point.x >= area.x && point.x <= area.x + area.width && point.y >= area.y && point.y <= area.y + area.height;

describe('the venue data', () => {
  it('has the site a visitor needs: 6 zones, 40 pavilions, 60 facilities of every kind', () => {
    expect(ZONES.length).toBeGreaterThanOrEqual(6);
    expect(PAVILIONS.length).toBeGreaterThanOrEqual(40);
    expect(FACILITIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(FACILITIES.map((facility) => facility.kind))).toEqual(new Set(FACILITY_KINDS));
    expect(new Set(PLACES.map((place) => place.id)).size).toBe(PLACES.length);
    expect(new Set(PAVILIONS.map((pavilion) => pavilion.slug)).size).toBe(PAVILIONS.length);
  });

  it('puts every place in its zone, inside the fence (the metro and bus stops just outside it), on a junction of the paths', () => {
    for (const place of PLACES) {
      expect([place.id, place.junction in JUNCTIONS]).toEqual([place.id, true]);
      if (place.kind === 'metro' || place.kind === 'bus') continue;
      const zone = ZONES.find((each) => each.id === place.zone)!;
      expect([place.id, inside(place.position, zone.area), inside(place.position, SITE_FENCE)]).toEqual([
        place.id,
        true,
        true,
      ]);
    }
  });

  it('draws no two pavilions on top of each other', () => {
    const pavilions = PLACES.filter((place) => place.pavilion);
    for (const a of pavilions)
      for (const b of pavilions)
        if (a !== b)
          expect([
            a.id,
            b.id,
            Math.abs(a.position.x - b.position.x) >= 60 || Math.abs(a.position.y - b.position.y) >= 40,
          ]).toEqual([a.id, b.id, true]);
  });

  it('joins every junction to the North Gate, and every place but those on the Sky Garden terrace step-free', () => {
    const paths = new Set(PATHS.flatMap((path) => [path.from, path.to]));
    for (const junction of Object.keys(JUNCTIONS) as JunctionId[]) {
      expect([junction, paths.has(junction)]).toEqual([junction, true]);
      expect([junction, Boolean(findRoute(VENUE_NETWORK, 'north-gate', junction))]).toEqual([junction, true]);
    }
    const notStepFree = PLACES.filter(
      (place) => !findRoute(VENUE_NETWORK, 'north-gate', place.junction, { stepFree: true }),
    );
    expect(notStepFree.map((place) => place.id).sort()).toEqual([
      'drinking-water-sky-garden',
      'quiet-room-sky-garden',
      'sky-garden',
    ]);
    expect(notStepFree.every((place) => !place.accessible)).toBe(true);
  });

  it('says truthfully who can use each facility: those on the path are step-free wherever their spot is, and every kind has step-free ones', () => {
    const onThePath = ['drinking-water', 'shade-and-cooling', 'charging-point', 'atm'];
    for (const facility of FACILITIES.filter(({ kind }) => onThePath.includes(kind)))
      expect([facility.id, facility.accessible]).toEqual([facility.id, facility.junction !== 'sky-garden']);
    for (const kind of FACILITY_KINDS)
      expect([kind, FACILITIES.some((facility) => facility.kind === kind && facility.accessible)]).toEqual([
        kind,
        true,
      ]);
  });

  it('names, describes and labels every place in every language', () => {
    for (const locale of LOCALES)
      for (const place of PLACES) {
        expect([place.id, locale, placeLabel(place, locale).length > 2]).toEqual([place.id, locale, true]);
        if (locale === 'ar') expect([place.id, ARABIC.test(placeLabel(place, 'ar'))]).toEqual([place.id, true]);
        if (place.pavilion)
          expect([place.id, locale, PAVILION_DESCRIPTIONS[place.pavilion.slug]?.[locale].length > 20]).toEqual([
            place.id,
            locale,
            true,
          ]);
      }
    const labels = PLACES.map((place) => placeLabel(place, 'en'));
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('a step-free walk', () => {
  const starts = [...new Set(PLACES.map((place) => place.junction))].filter(
    (junction) => junction !== 'sky-garden',
  ) as JunctionId[];

  it('ends only where a wheelchair user can reach and use the place, from anywhere, for every kind of facility', () => {
    for (const from of starts)
      for (const kind of FACILITY_KINDS) {
        const walk = walkToNearest(from, kind, { stepFree: true }, 'en');
        expect([from, kind, walk?.destination.accessible]).toEqual([from, kind, true]);
      }
  });

  it('goes nowhere a wheelchair user cannot use, and says so: the quiet room up the Sky Garden terrace', () => {
    const upstairs = placeById('quiet-room-sky-garden')!;
    expect(upstairs.accessible).toBe(false);
    expect(walkTo('north-gate', upstairs, { stepFree: true }, 'en')).toBeUndefined();
    expect(walkTo('north-gate', upstairs, {}, 'en')?.destination).toBe(upstairs);
  });

  it('from the Amphitheatre, takes a wheelchair user to drinking water marked step-free', () => {
    const amphitheatre = PLACES.find((place) => place.id === 'amphitheatre')!;
    const walk = walkToNearest(amphitheatre.junction, 'drinking-water', { stepFree: true }, 'en')!;
    expect(walk.destination.accessible).toBe(true);
    expect(walk.destination.kind).toBe('drinking-water');
  });
});

describe('a route in words', () => {
  it('walks from the North Gate to the nearest first aid, with its turns, what it passes and the time', () => {
    const firstAid = PLACES.filter((place) => place.kind === 'first-aid');
    const nearest = findNearest(VENUE_NETWORK, 'north-gate', firstAid)!;
    expect(nearest.candidate.id).toBe('first-aid-d1');
    const written = writeRoute(nearest.route, nearest.candidate, 'en');
    expect(written).toEqual({
      steps: ['Head east for 120 m to the first aid.'],
      metres: 120,
      distance: '120 m',
      minutes: 2,
    });
    expect(VENUE_MAP_COPY.en.nearestResult(placeLabel(nearest.candidate, 'en'), written)).toMatch(
      /^First aid, by .+: 120 m, about 2 minutes on foot\.$/,
    );
  });

  it('writes the turns of a longer walk in English and Arabic', () => {
    const japan = placeById('pavilion-japan')!;
    const route = findRoute(VENUE_NETWORK, 'west-gate', japan.junction)!;
    const english = writeRoute(route, japan, 'en');
    expect(english.steps[0]).toMatch(/^Head east for \d+ m/);
    expect(english.steps.join(' ')).toMatch(/turn (left|right)/);
    expect(english.steps[english.steps.length - 1]).toMatch(/to the Japan pavilion\.$/);
    const arabic = writeRoute(route, japan, 'ar');
    expect(arabic.steps[0]).toMatch(/^اتجه شرقًا مسافة \d+ م/);
    expect(arabic.steps[arabic.steps.length - 1]).toMatch(/حتى تصل إلى جناح اليابان\.$/);
    expect(arabic.minutes).toBe(english.minutes);
  });

  it('says a place where the visitor already is in a sentence of its own, with no "0 m" and no verb to agree', () => {
    const loans = PLACES.find((place) => place.kind === 'mobility-loans')!;
    const written = writeRoute({ junctions: [loans.junction], metres: 0 }, loans, 'en');
    expect(written).toMatchObject({ metres: 0, steps: ['You are at the wheelchair and stroller loans.'] });
    expect(VENUE_MAP_COPY.en.nearestResult('Wheelchair and stroller loans, by the Japan pavilion', written)).toBe(
      'Wheelchair and stroller loans, by the Japan pavilion: right where you are.',
    );
    const arabic = writeRoute({ junctions: [loans.junction], metres: 0 }, loans, 'ar');
    expect(arabic.steps).toEqual([ROUTE_STEP_COPY.ar.alreadyThere(placeInSentence(loans, 'ar'))]);
    expect(arabic.steps[0]).toMatch(/^أنت عند .+\.$/);
    expect(VENUE_MAP_COPY.ar.nearestResult('مياه الشرب', arabic)).toBe('مياه الشرب: حيث أنت الآن.');
  });

  // Arabic counts by Intl.PluralRules, after "نحو" (so genitive: a dual is -ين, never -ان).
  it.each([
    [1, 'about 1 minute on foot', 'نحو دقيقة واحدة سيرًا'],
    [2, 'about 2 minutes on foot', 'نحو دقيقتين سيرًا'],
    [3, 'about 3 minutes on foot', 'نحو 3 دقائق سيرًا'],
    [10, 'about 10 minutes on foot', 'نحو 10 دقائق سيرًا'],
    [11, 'about 11 minutes on foot', 'نحو 11 دقيقة سيرًا'],
    [25, 'about 25 minutes on foot', 'نحو 25 دقيقة سيرًا'],
    [100, 'about 100 minutes on foot', 'نحو 100 دقيقة سيرًا'],
  ])('a walk of %i minutes: "%s", "%s"', (minutes, english, arabic) => {
    const walk = { metres: minutes * 80, distance: 'D', minutes };
    expect(VENUE_MAP_COPY.en.nearestResult('P', walk)).toBe(`P: D, ${english}.`);
    expect(VENUE_MAP_COPY.ar.nearestResult('P', walk)).toBe(`P: D، ${arabic}.`);
  });

  it('names a pavilion whose name has its own article without another', () => {
    const tomorrow = PLACES.find((place) => place.name.en === 'A Different Tomorrow Pavilion')!;
    expect(placeInSentence(tomorrow, 'en')).toBe('A Different Tomorrow Pavilion');
    expect(placeInSentence(placeById('pavilion-japan')!, 'en')).toBe('the Japan pavilion');
  });
});
