import type { GlossaryTerm } from './glossary';

/**
 * The venue's terms, part of the site's glossary (glossary.ts) and checked with it, in a module of
 * their own: only the Access section's map, finder and pavilions use them, so they come from
 * `shared/site` (bundled where imported) and stay off the platform module every page loads.
 */
export const VENUE_GLOSSARY = {
  /** The venue's zones, as the map, the pavilions and the route steps name them. */
  zoneAlNakheel: { en: 'Al Nakheel Plaza', ar: 'ساحة النخيل' },
  zoneClimateAction: { en: 'Climate Action District', ar: 'حي العمل المناخي' },
  zoneProsperity: { en: 'Prosperity for All District', ar: 'حي الازدهار للجميع' },
  zoneDifferentTomorrow: { en: 'A Different Tomorrow District', ar: 'حي غدٍ مختلف' },
  zoneHeritageOasis: { en: 'Heritage Oasis', ar: 'واحة التراث' },
  zoneFamilyGardens: { en: 'Family Gardens', ar: 'حدائق العائلة' },
  /** The kinds of facility on the venue map ("find the nearest …"). */
  toilets: { en: 'Toilets', ar: 'دورات المياه' },
  drinkingWater: { en: 'Drinking water', ar: 'مياه الشرب' },
  prayerRoomMen: { en: 'Prayer room for men', ar: 'مصلى الرجال' },
  prayerRoomWomen: { en: 'Prayer room for women, with ablution', ar: 'مصلى النساء مع مكان للوضوء' },
  firstAid: { en: 'First aid', ar: 'الإسعافات الأولية' },
  lostAndFound: { en: 'Lost and found', ar: 'المفقودات' },
  babyCare: { en: 'Baby care', ar: 'رعاية الرضّع' },
  mobilityLoans: { en: 'Wheelchair and stroller loans', ar: 'إعارة الكراسي المتحركة وعربات الأطفال' },
  quietRoom: { en: 'Quiet room', ar: 'غرفة هادئة' },
  shadeAndCooling: { en: 'Shade and cooling point', ar: 'نقطة ظل وتبريد' },
  chargingPoint: { en: 'Charging point', ar: 'نقطة شحن' },
  atm: { en: 'ATM', ar: 'صراف آلي' },
  /** A route with no stairs or steps on it, for wheelchairs and strollers. */
  stepFree: { en: 'step-free', ar: 'خالٍ من الدرج' },
} satisfies Record<string, GlossaryTerm>;
