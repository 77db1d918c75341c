import { GLOSSARY, type Translations } from 'shared';
import { VENUE_GLOSSARY } from 'shared/site';
import type { Prayer } from '../practical/prayerTimes';
import type { PlaceSelector } from './venue';
import { PRACTICAL_LINK_TEXT } from './access';

// The practical page (/practical): today's prayer times and the Hijri date, then what a visitor needs
// on the day, each topic with the places on the site it is about (read from the venue's facilities).

export { PRACTICAL_LINK } from './access';

export const PRACTICAL_TOPIC_IDS = [
  'drinking-water',
  'heat',
  'what-to-bring',
  'first-aid',
  'lost-and-found',
  'entry-rules',
] as const;
export type PracticalTopicId = (typeof PRACTICAL_TOPIC_IDS)[number];

/** Where each topic's places are on the site, for the topics that have some. */
export const PRACTICAL_TOPIC_PLACES: Partial<Record<PracticalTopicId, PlaceSelector>> = {
  'drinking-water': { kinds: ['drinking-water'] },
  heat: { kinds: ['shade-and-cooling'] },
  'first-aid': { kinds: ['first-aid'] },
  'lost-and-found': { kinds: ['lost-and-found'] },
};

export interface PracticalTopicCopy {
  title: string;
  points: string[];
}

export interface PracticalPageCopy {
  title: string;
  intro: string;
  description: string;
  /** Its entry in the search palette. */
  searchTitle: string;
  prayerHeading: string;
  todayLabel: string;
  hijriLabel: string;
  prayers: Record<Prayer, string>;
  nextPrayer: (prayer: string, time: string) => string;
  nextPrayerTomorrow: (prayer: string, time: string) => string;
  prayerMethod: string;
  prayerRooms: string;
  placesLabel: string;
  topics: Record<PracticalTopicId, PracticalTopicCopy>;
}

export const PRACTICAL_PAGE: Translations<PracticalPageCopy> = {
  en: {
    title: 'Practical information',
    intro: 'Prayer times, water, the heat, what to bring and the rules at the gate: what you need on the day.',
    description:
      'Today’s prayer times at Riyadh Expo City and the Hijri date, drinking water, the heat from October to March, what to bring, first aid, lost and found and entry rules.',
    searchTitle: PRACTICAL_LINK_TEXT.en,
    prayerHeading: 'Prayer times today',
    todayLabel: 'Today',
    hijriLabel: 'Hijri date',
    prayers: { fajr: 'Fajr', sunrise: 'Sunrise', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' },
    nextPrayer: (prayer, time) => `Next call to prayer: ${prayer} at ${time}.`,
    nextPrayerTomorrow: (prayer, time) => `Next call to prayer: ${prayer} tomorrow at ${time}.`,
    prayerMethod:
      'Times for the venue by the Umm al-Qura method, which Saudi mosques follow; in Ramadan, Isha is two hours after Maghrib. A mosque’s call may differ by a minute.',
    prayerRooms: `${VENUE_GLOSSARY.prayerRoomMen.en} and ${VENUE_GLOSSARY.prayerRoomWomen.en.toLowerCase()} are in every zone, open whenever the site is.`,
    placesLabel: 'On the site',
    topics: {
      'drinking-water': {
        title: VENUE_GLOSSARY.drinkingWater.en,
        points: [
          'Water is free at the refill stations: bring a bottle, or buy one at any kiosk and refill it all day.',
          'Drink before you are thirsty, a glass every hour outdoors, more from October to early November.',
        ],
      },
      heat: {
        title: 'Heat and the weather',
        points: [
          'October is hot (days around 33 °C); November to March are mild by day (20–28 °C) and cool at night, down to 8 °C in January.',
          'Shade and cooling points with misting fans and seats are along every boulevard; the pavilions are air-conditioned.',
          'Signs of heat exhaustion (dizziness, headache, cramps): stop in the shade, drink water and ask any staff member for first aid.',
        ],
      },
      'what-to-bring': {
        title: 'What to bring',
        points: [
          'Your ticket’s QR code, saved on your phone or printed: the network on the site can be busy.',
          'A hat, sunglasses and sunscreen; comfortable shoes (the site is two kilometres across); a light layer for the evening.',
          'A refillable bottle and a charged phone; charging points are in every zone.',
        ],
      },
      'first-aid': {
        title: VENUE_GLOSSARY.firstAid.en,
        points: [
          'First aid posts are staffed by nurses and paramedics from 8:30 AM until the site closes; any staff member can call one to you.',
          'In an emergency call 997 (ambulance) or 911; say you are at Riyadh Expo City and the zone you are in.',
        ],
      },
      'lost-and-found': {
        title: VENUE_GLOSSARY.lostAndFound.en,
        points: [
          'Lost something, or someone? Go to a lost and found desk or ask any staff member; a lost child is taken to the nearest desk and kept there.',
          'Agree a meeting point with children and write your phone number on a wristband for them.',
          `Items found are kept for 30 days; ask at a desk or through the ${GLOSSARY.brand.en} concierge.`,
        ],
      },
      'entry-rules': {
        title: 'Entry rules',
        points: [
          'Every bag is screened at the gates; large suitcases are not allowed, and a left-luggage room is at the North Gate.',
          'Not allowed: glass bottles, alcohol, drones, weapons, fireworks, selfie sticks in pavilions and outside food for sale.',
          'Dress modestly, as in any public place in Riyadh: shoulders and knees covered.',
          'Children under 12 need an adult with them.',
        ],
      },
    },
  },
  ar: {
    title: 'معلومات عملية',
    intro: 'مواقيت الصلاة والمياه والحر وما تحضره معك وقواعد الدخول: ما تحتاج إليه يوم زيارتك.',
    description:
      'مواقيت الصلاة اليوم في مدينة إكسبو الرياض والتاريخ الهجري، ومياه الشرب، والطقس من أكتوبر إلى مارس، وما تحضره، والإسعافات الأولية، والمفقودات، وقواعد الدخول.',
    searchTitle: PRACTICAL_LINK_TEXT.ar,
    prayerHeading: 'مواقيت الصلاة اليوم',
    todayLabel: 'اليوم',
    hijriLabel: 'التاريخ الهجري',
    prayers: { fajr: 'الفجر', sunrise: 'الشروق', dhuhr: 'الظهر', asr: 'العصر', maghrib: 'المغرب', isha: 'العشاء' },
    nextPrayer: (prayer, time) => `الأذان التالي: ${prayer} الساعة ${time}.`,
    nextPrayerTomorrow: (prayer, time) => `الأذان التالي: ${prayer} غدًا الساعة ${time}.`,
    prayerMethod:
      'المواقيت لمقر الإكسبو بحسب تقويم أم القرى الذي تتبعه مساجد المملكة؛ وفي رمضان تكون صلاة العشاء بعد المغرب بساعتين. قد يختلف أذان المسجد بدقيقة.',
    prayerRooms: `يوجد ${VENUE_GLOSSARY.prayerRoomMen.ar} و${VENUE_GLOSSARY.prayerRoomWomen.ar} في كل منطقة، مفتوحان طوال ساعات عمل ${GLOSSARY.venue.ar}.`,
    placesLabel: `في ${GLOSSARY.venue.ar}`,
    topics: {
      'drinking-water': {
        title: VENUE_GLOSSARY.drinkingWater.ar,
        points: [
          'المياه مجانية في محطات التعبئة: أحضر قارورتك، أو اشترِ واحدة من أي كشك واملأها طوال اليوم.',
          'اشرب قبل أن تعطش، كوبًا كل ساعة في الهواء الطلق، وأكثر من ذلك في أكتوبر وأوائل نوفمبر.',
        ],
      },
      heat: {
        title: 'الحر والطقس',
        points: [
          'أكتوبر حار (نحو 33 درجة مئوية نهارًا)، ومن نوفمبر إلى مارس يكون الجو معتدلًا نهارًا (20–28 درجة) وباردًا ليلًا، حتى 8 درجات في يناير.',
          'تنتشر نقاط الظل والتبريد بمراوح الرذاذ والمقاعد على كل الممرات الرئيسية، والأجنحة مكيّفة.',
          'إذا شعرت بعلامات الإجهاد الحراري (دوار أو صداع أو تشنجات) فتوقّف في الظل واشرب الماء واطلب الإسعاف من أي موظف.',
        ],
      },
      'what-to-bring': {
        title: 'ما تحضره معك',
        points: [
          'رمز الاستجابة السريعة لتذكرتك محفوظًا على هاتفك أو مطبوعًا: قد تكون الشبكة في مقر الإكسبو مزدحمة.',
          'قبعة ونظارة شمسية وواقيًا من الشمس، وحذاءً مريحًا (يمتد الموقع كيلومترين)، وطبقة خفيفة للمساء.',
          'قارورة قابلة لإعادة التعبئة وهاتفًا مشحونًا، ونقاط الشحن في كل منطقة.',
        ],
      },
      'first-aid': {
        title: VENUE_GLOSSARY.firstAid.ar,
        points: [
          'يعمل في نقاط الإسعافات الأولية ممرضون ومسعفون من 8:30 صباحًا حتى إغلاق الموقع، ويمكن لأي موظف استدعاؤهم إليك.',
          'في حالة الطوارئ اتصل بـ 997 (الإسعاف) أو 911، وقل إنك في مدينة إكسبو الرياض وفي أي منطقة أنت.',
        ],
      },
      'lost-and-found': {
        title: VENUE_GLOSSARY.lostAndFound.ar,
        points: [
          'أضعت شيئًا أو شخصًا؟ توجّه إلى مكتب المفقودات أو اسأل أي موظف؛ ويُصطحب الطفل التائه إلى أقرب مكتب ويبقى فيه.',
          'اتفق مع الأطفال على مكان للقاء، واكتب رقم هاتفك على سوار في معصمهم.',
          `تُحفظ المفقودات 30 يومًا؛ اسأل عنها في أي مكتب أو عبر خدمة الكونسيرج في ${GLOSSARY.brand.ar}.`,
        ],
      },
      'entry-rules': {
        title: 'قواعد الدخول',
        points: [
          'تُفتَّش كل الحقائب عند البوابات، ولا يُسمح بالحقائب الكبيرة، وتوجد غرفة لحفظ الأمتعة عند البوابة الشمالية.',
          'يُمنع إدخال: القوارير الزجاجية والكحول والطائرات المسيّرة والأسلحة والألعاب النارية وعصي التصوير داخل الأجنحة والأطعمة المعدّة للبيع.',
          'البس لباسًا محتشمًا كما في أي مكان عام في الرياض: كتفان وركبتان مغطاة.',
          'يحتاج الأطفال دون 12 عامًا إلى مرافقة شخص بالغ.',
        ],
      },
    },
  },
};
