import { VENUE_GLOSSARY } from 'shared/site';
import { GLOSSARY, LOCALE_INFO, arabicCount, numberFormat, type Translations } from 'shared';
import type { AccessFeature, PavilionTheme, SensoryAspect, SensoryLevel } from './pavilions';
import type { LandmarkKind } from './venue';

// The words the venue map, its finder and the pavilion pages write around the venue's data.

export type Compass = 'north' | 'south' | 'east' | 'west';

/** Where a visitor chose a place: the list of places or the map. */
export type ChosenFrom = 'list' | 'map';

/** The pages with the venue map: each says in its own words where the map's places are written out. */
export type MapPage = 'venue' | 'pavilion' | 'sensory';

/** How far a walk is: its metres as the map gives them (rounded to 10), those written, and whole minutes (at least one). */
export interface WalkLength {
  metres: number;
  distance: string;
  minutes: number;
}

/** "1 minute", "3 minutes". */
const englishMinutes = (minutes: number) =>
  numberFormat(LOCALE_INFO.en.intlLocale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);

/** Minutes after "نحو" (a noun, so the count after it is genitive): دقيقة واحدة، دقيقتين، 3 دقائق، 11 دقيقة. */
const arabicMinutesAfterAbout = (minutes: number) =>
  arabicCount(minutes, {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: (digits) => `${digits} دقائق`,
    many: (digits) => `${digits} دقيقة`,
    other: (digits) => `${digits} دقيقة`,
  });
export type Turn = 'left' | 'right';

export interface RouteStepParts {
  first: boolean;
  compass: Compass;
  distance: string;
  /** What the stretch passes, in a sentence ("the Japan pavilion"). */
  past?: string;
  /** The turn at its end; none on the last stretch. */
  turn?: Turn;
  /** Where the last stretch ends, in a sentence. */
  destination?: string;
}

export interface RouteStepCopy {
  step: (parts: RouteStepParts) => string;
  alreadyThere: (destination: string) => string;
}

const EN_COMPASS: Record<Compass, string> = { north: 'north', south: 'south', east: 'east', west: 'west' };
const AR_COMPASS: Record<Compass, string> = { north: 'شمالًا', south: 'جنوبًا', east: 'شرقًا', west: 'غربًا' };
const AR_TURN: Record<Turn, string> = { left: 'يسارًا', right: 'يمينًا' };

export const ROUTE_STEP_COPY: Translations<RouteStepCopy> = {
  en: {
    step: ({ first, compass, distance, past, turn, destination }) =>
      `${first ? `Head ${EN_COMPASS[compass]} for ${distance}` : `Walk ${distance}`}` +
      `${destination ? ` to ${destination}` : ''}${past ? `, past ${past}` : ''}${turn ? `, then turn ${turn}` : ''}.`,
    alreadyThere: (destination) => `You are at ${destination}.`,
  },
  ar: {
    step: ({ first, compass, distance, past, turn, destination }) =>
      `${first ? `اتجه ${AR_COMPASS[compass]} مسافة ${distance}` : `امشِ ${distance}`}` +
      `${destination ? ` حتى تصل إلى ${destination}` : ''}${past ? `، مرورًا ب${past}` : ''}${turn ? `، ثم انعطف ${AR_TURN[turn]}` : ''}.`,
    alreadyThere: (destination) => `أنت عند ${destination}.`,
  },
};

export interface VenueMapCopy {
  mapHeading: string;
  mapName: string;
  mapDescription: string;
  /** Where a page says in words what its map shows (the map's text equivalent), by the page. */
  mapInWords: Record<MapPage, string>;
  zoomIn: string;
  zoomOut: string;
  resetView: string;
  move: Record<Compass, string>;
  keyboardHint: string;
  listHeading: string;
  whereAmIHeading: string;
  whereAmILabel: string;
  whereAmIPlaceholder: string;
  tapHint: string;
  useMyLocation: string;
  locating: string;
  youAreAt: (place: string) => string;
  outsideSite: string;
  locationDenied: string;
  locationUnavailable: string;
  findHeading: string;
  findLabel: string;
  stepFreeOnly: string;
  find: string;
  chooseStartFirst: string;
  /** The place and how far it is; a walk of 0 m (the place is where the visitor is) says so instead. */
  nearestResult: (place: string, walk: WalkLength) => string;
  unreachable: (kind: string) => string;
  /** The route finder's code could not be fetched. */
  routeFinderFailed: string;
  unreachableStepFree: (kind: string) => string;
  stepsHeading: string;
  routeTo: (place: string) => string;
  routeFromHere: string;
  close: string;
  keyHeading: string;
  keyLandmark: string;
  keySteps: string;
  /** The key's checkboxes: which kinds of facility the map shows. */
  keyFacilities: string;
  /** Back to where the place was chosen, with the card left open. */
  backTo: Record<ChosenFrom, string>;
  openPage: string;
  kindLabel: string;
  zoneLabel: string;
  hoursLabel: string;
  accessLabel: string;
  openAllDay: string;
  hours: (opens: string, closes: string) => string;
  stepFreeAccess: string;
  notStepFree: string;
  you: string;
  kinds: Record<LandmarkKind | 'pavilion', string>;
}

export const VENUE_MAP_COPY: Translations<VenueMapCopy> = {
  en: {
    mapHeading: 'Venue map',
    mapName: `Map of ${GLOSSARY.expoCity.en}`,
    mapDescription: 'Zones, pavilions, gates and facilities.',
    mapInWords: {
      venue: 'Every place on the map is also in the list below the map.',
      pavilion: 'In words: the pavilion’s zone is above the map and the way there below it.',
      sensory:
        'Each pavilion’s level is also in the lists below the map, and each service’s place in the list above it.',
    },
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetView: 'Show the whole site',
    move: {
      north: 'Move the map north',
      south: 'Move the map south',
      east: 'Move the map east',
      west: 'Move the map west',
    },
    keyboardHint: 'On the map, the arrow keys move it and + and − zoom.',
    listHeading: 'Every place, by zone',
    whereAmIHeading: 'Where am I',
    whereAmILabel: 'I am at',
    whereAmIPlaceholder: 'Choose a gate, pavilion or landmark',
    tapHint: 'Or tap the map where you are.',
    useMyLocation: 'Use my location',
    locating: 'Finding your location…',
    youAreAt: (place) => `You are near ${place}.`,
    outsideSite: `Your position is outside ${GLOSSARY.expoCity.en}: choose where you are in the list instead.`,
    locationDenied: 'Your location was not shared: choose where you are in the list instead.',
    locationUnavailable: 'Your location could not be found: choose where you are in the list instead.',
    findHeading: 'Find the nearest',
    findLabel: 'Facility',
    stepFreeOnly: `${VENUE_GLOSSARY.stepFree.en.replace(/^s/, 'S')} routes only`,
    find: 'Find',
    chooseStartFirst: 'Say where you are first: choose a place, tap the map or use your location.',
    nearestResult: (place, { metres, distance, minutes }) =>
      metres === 0
        ? `${place}: right where you are.`
        : `${place}: ${distance}, about ${englishMinutes(minutes)} on foot.`,
    unreachable: (kind) => `No ${kind.toLowerCase()} can be reached from here.`,
    routeFinderFailed: 'The route finder could not be loaded. Check your connection and try again.',
    unreachableStepFree: (kind) =>
      `No ${kind.toLowerCase()} can be reached step-free from here: the way there has stairs.`,
    stepsHeading: 'The way there',
    routeTo: (place) => `Route to ${place}`,
    routeFromHere: 'Route from where I am',
    close: 'Close',
    keyHeading: 'Key',
    keyLandmark: 'Gate, station or landmark',
    keySteps: 'Path with steps',
    keyFacilities: 'Facilities on the map',
    backTo: { list: 'Back to the list', map: 'Back to the map' },
    openPage: 'Open its page',
    kindLabel: 'What it is',
    zoneLabel: 'Zone',
    hoursLabel: GLOSSARY.openingHours.en,
    accessLabel: GLOSSARY.accessibility.en,
    openAllDay: 'Open whenever the site is',
    hours: (opens, closes) => `${opens} – ${closes}`,
    stepFreeAccess: `Accessible, with ${VENUE_GLOSSARY.stepFree.en} access`,
    notStepFree: 'Not step-free: reached by stairs',
    you: 'You are here',
    kinds: { pavilion: 'Pavilion', gate: 'Gate', metro: 'Metro station', bus: 'Bus station', landmark: 'Landmark' },
  },
  ar: {
    mapHeading: `خريطة ${GLOSSARY.venue.ar}`,
    mapName: `خريطة ${GLOSSARY.expoCity.ar}`,
    mapDescription: 'المناطق والأجنحة والبوابات والمرافق.',
    mapInWords: {
      venue: 'كل مكان على الخريطة موجود أيضًا في القائمة أسفلها.',
      pavilion: 'بالكلمات: منطقة الجناح مذكورة أعلى الخريطة، والطريق إليه أسفلها.',
      sensory: 'مستوى كل جناح موجود أيضًا في القوائم أسفل الخريطة، ومكان كل خدمة في القائمة أعلاها.',
    },
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    resetView: `عرض ${GLOSSARY.venue.ar} كاملًا`,
    move: {
      north: 'تحريك الخريطة شمالًا',
      south: 'تحريك الخريطة جنوبًا',
      east: 'تحريك الخريطة شرقًا',
      west: 'تحريك الخريطة غربًا',
    },
    keyboardHint: 'على الخريطة، تحرّكها مفاتيح الأسهم، ويكبّرها + ويصغّرها −.',
    listHeading: 'كل الأماكن حسب المنطقة',
    whereAmIHeading: 'أين أنا',
    whereAmILabel: 'أنا عند',
    whereAmIPlaceholder: 'اختر بوابة أو جناحًا أو معلمًا',
    tapHint: 'أو انقر على الخريطة حيث أنت.',
    useMyLocation: 'استخدم موقعي',
    locating: 'جارٍ تحديد موقعك…',
    youAreAt: (place) => `أنت بالقرب من ${place}.`,
    outsideSite: `موقعك خارج ${GLOSSARY.expoCity.ar}: اختر مكانك من القائمة بدلًا من ذلك.`,
    locationDenied: 'لم تتم مشاركة موقعك: اختر مكانك من القائمة بدلًا من ذلك.',
    locationUnavailable: 'تعذّر تحديد موقعك: اختر مكانك من القائمة بدلًا من ذلك.',
    findHeading: 'ابحث عن الأقرب',
    findLabel: 'المرفق',
    stepFreeOnly: `المسارات ال${VENUE_GLOSSARY.stepFree.ar.replace(/^خالٍ/, 'خالية')} فقط`,
    find: 'ابحث',
    chooseStartFirst: 'حدّد مكانك أولًا: اختر مكانًا أو انقر على الخريطة أو استخدم موقعك.',
    nearestResult: (place, { metres, distance, minutes }) =>
      metres === 0 ? `${place}: حيث أنت الآن.` : `${place}: ${distance}، نحو ${arabicMinutesAfterAbout(minutes)} سيرًا.`,
    unreachable: (kind) => `لا يمكن الوصول إلى ${kind} من هنا.`,
    routeFinderFailed: 'تعذّر تحميل أداة إيجاد الطريق. تحقّق من اتصالك وحاول مرة أخرى.',
    unreachableStepFree: (kind) =>
      `لا يمكن الوصول إلى ${kind} من هنا عبر مسار ${VENUE_GLOSSARY.stepFree.ar}: الطريق إليه فيه درج.`,
    stepsHeading: 'الطريق إليه',
    routeTo: (place) => `الطريق إلى ${place}`,
    routeFromHere: 'الطريق من مكاني',
    close: 'إغلاق',
    keyHeading: 'دليل الخريطة',
    keyLandmark: 'بوابة أو محطة أو معلم',
    keySteps: 'ممر فيه درج',
    keyFacilities: 'المرافق على الخريطة',
    backTo: { list: 'العودة إلى القائمة', map: 'العودة إلى الخريطة' },
    openPage: 'افتح صفحته',
    kindLabel: 'النوع',
    zoneLabel: 'المنطقة',
    hoursLabel: GLOSSARY.openingHours.ar,
    accessLabel: GLOSSARY.accessibility.ar,
    openAllDay: `مفتوح طوال ساعات عمل ${GLOSSARY.venue.ar}`,
    hours: (opens, closes) => `${opens} – ${closes}`,
    stepFreeAccess: `مهيأ لذوي الإعاقة، بمدخل ${VENUE_GLOSSARY.stepFree.ar}`,
    notStepFree: 'غير خالٍ من الدرج: يُصعد إليه بالدرج',
    you: 'أنت هنا',
    kinds: { pavilion: 'جناح', gate: 'بوابة', metro: 'محطة مترو', bus: 'محطة حافلات', landmark: 'معلم' },
  },
};

export interface PavilionCopy {
  listTitle: string;
  listIntro: string;
  listDescription: string;
  zoneFilter: string;
  themeFilter: string;
  accessFilter: string;
  any: string;
  count: (shown: number, total: number) => string;
  noneMatch: string;
  clearFilters: string;
  /** The filters' submit button: what it does without JavaScript (with it, each choice applies at once). */
  showFiltered: string;
  themes: Record<PavilionTheme, string>;
  access: Record<AccessFeature, string>;
  sensoryHeading: string;
  sensory: Record<SensoryAspect, string>;
  levels: Record<SensoryLevel, string>;
  country: string;
  themed: string;
  backToList: string;
  onTheMap: string;
  notFound: { title: string; message: string };
  routeHeading: string;
  routeNeedsStart: string;
}

export const PAVILION_COPY: Translations<PavilionCopy> = {
  en: {
    listTitle: 'Pavilions',
    listIntro: `Every pavilion at ${GLOSSARY.expoCity.en}: where it is, when it opens, how accessible it is and how busy it feels.`,
    listDescription:
      'The pavilions of Riyadh Expo City by zone and theme, with opening hours, step-free entrances, audio description, sign language and a sensory rating.',
    zoneFilter: 'Zone',
    themeFilter: 'Theme',
    accessFilter: GLOSSARY.accessibility.en,
    any: 'Any',
    count: (shown, total) => `${shown} of ${total} pavilions`,
    noneMatch: 'No pavilion matches these filters.',
    clearFilters: 'Clear the filters',
    showFiltered: 'Show these pavilions',
    themes: {
      culture: 'Culture and heritage',
      technology: 'Science and technology',
      nature: 'Nature and climate',
      family: 'Families',
    },
    access: {
      stepFreeEntrance: `${VENUE_GLOSSARY.stepFree.en.replace(/^s/, 'S')} entrance`,
      audioDescription: 'Audio description',
      signLanguage: 'Sign language',
      seating: 'Seating',
    },
    sensoryHeading: 'Sensory rating',
    sensory: { noise: 'Noise', light: 'Light', crowding: 'Crowding' },
    levels: { low: 'low', medium: 'medium', high: 'high' },
    country: 'Country pavilion',
    themed: 'Theme pavilion',
    backToList: 'All pavilions',
    onTheMap: 'On the map',
    notFound: {
      title: 'Pavilion not found',
      message: 'There is no pavilion at this address. Every pavilion is in the list.',
    },
    routeHeading: 'How to get there',
    routeNeedsStart: 'Say where you are on the venue map, and the way here is written below.',
  },
  ar: {
    listTitle: 'الأجنحة',
    listIntro: `كل أجنحة ${GLOSSARY.expoCity.ar}: أين تقع، ومتى تفتح، ومدى تهيئتها لذوي الإعاقة، وكيف تبدو من حيث الازدحام.`,
    listDescription: `أجنحة ${GLOSSARY.expoCity.ar} حسب المنطقة والموضوع، مع ${GLOSSARY.openingHours.ar} والمداخل الخالية من الدرج والوصف الصوتي ولغة الإشارة والتقييم الحسي.`,
    zoneFilter: 'المنطقة',
    themeFilter: 'الموضوع',
    accessFilter: GLOSSARY.accessibility.ar,
    any: 'الكل',
    count: (shown, total) => `${shown} من ${total} جناحًا`,
    noneMatch: 'لا يوجد جناح يطابق عوامل التصفية هذه.',
    clearFilters: 'مسح عوامل التصفية',
    showFiltered: 'اعرض هذه الأجنحة',
    themes: {
      culture: 'الثقافة والتراث',
      technology: 'العلوم والتقنية',
      nature: 'الطبيعة والمناخ',
      family: 'العائلات',
    },
    access: {
      stepFreeEntrance: `مدخل ${VENUE_GLOSSARY.stepFree.ar}`,
      audioDescription: 'وصف صوتي',
      signLanguage: 'لغة الإشارة',
      seating: 'مقاعد للجلوس',
    },
    sensoryHeading: 'التقييم الحسي',
    sensory: { noise: 'الضوضاء', light: 'الإضاءة', crowding: 'الازدحام' },
    levels: { low: 'منخفض', medium: 'متوسط', high: 'مرتفع' },
    country: 'جناح دولة',
    themed: 'جناح موضوعي',
    backToList: 'كل الأجنحة',
    onTheMap: 'على الخريطة',
    notFound: { title: 'الجناح غير موجود', message: 'لا يوجد جناح بهذا العنوان. كل الأجنحة موجودة في القائمة.' },
    routeHeading: 'كيف تصل إليه',
    routeNeedsStart: `حدّد مكانك على خريطة ${GLOSSARY.venue.ar}، وسيُكتب الطريق إلى هنا أدناه.`,
  },
};
