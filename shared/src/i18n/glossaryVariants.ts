import type { GLOSSARY } from './glossary';
import type { VENUE_GLOSSARY } from './venueGlossary';

/** An Arabic letter, so a pattern can tell a word's end from a longer word. */
const LETTER = '[\\u0600-\\u06FF]';

/**
 * The Arabic forms the copy must not use for each glossary term (an editor's review found them),
 * kept apart from the glossary so they never ship to the browser: only the copy's tests read them
 * (glossary.test.ts). A string is wrong wherever it appears in the Arabic copy; a pattern where it
 * matches (a word that is right in another sense, such as الموقع, "the website", is wrong only where
 * it names the venue).
 */
export const GLOSSARY_VARIANTS: Record<
  keyof typeof GLOSSARY | keyof typeof VENUE_GLOSSARY,
  ReadonlyArray<string | RegExp>
> = {
  brand: ['Expo Guide', 'EXPO2030 دليل'],
  expo: [],
  expoCity: [],
  venue: [
    'موقع الإكسبو',
    'موقع الفعالية',
    'مقر الفعالية',
    /^المكان$/,
    'أو المكان أو',
    new RegExp(`(?:إلى|في|حول|مدخل|سيارات|أرجاء|يستقبل|زُر|يفتح|خريطة|يوفره) الموقع(?!${LETTER}| الإلكتروني)`),
    'للموقع',
  ],
  access: [/^الوصول$/],
  accessibility: ['إمكانية الوصول'],
  openingHours: ['مواعيد العمل'],
  am: [new RegExp(`\\d:\\d\\d\\s?ص(?!${LETTER})`)],
  pm: [new RegExp(`\\d:\\d\\d\\s?م(?!${LETTER})`)],
  opensInNewTab: ['يُفتح في علامة تبويب'],
  mainNavigation: [],
  home: [],
  emptyCart: ['لا عناصر'],
  osaka: ['Osaka'],
  waterfront: ['بجوار الخليج', 'المطلّ على الخليج', 'المطل على الخليج'],
  typicalPrice: ['إقامة نموذجية'],
  bookedWithRestaurant: ['يتم الحجز'],
  upToTwoChildren: ['طفلين كحدٍّ أقصى دون'],
  zoneAlNakheel: [],
  zoneClimateAction: [],
  zoneProsperity: [],
  zoneDifferentTomorrow: [],
  zoneHeritageOasis: [],
  zoneFamilyGardens: [],
  toilets: ['الحمامات'],
  drinkingWater: [],
  prayerRoomMen: ['مصلّى الرجال'],
  prayerRoomWomen: [],
  firstAid: ['الاسعافات'],
  lostAndFound: [],
  babyCare: [],
  mobilityLoans: [],
  quietRoom: [],
  shadeAndCooling: [],
  chargingPoint: [],
  atm: [],
  stepFree: ['بدون درج'],
};
