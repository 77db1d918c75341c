import { GLOSSARY, type CardItem, type Locale, type PageMeta, type SectionPageCopy, type Translations } from 'shared';
import { EXPO_EVENT, EXPO_EVENT_NAMES, eventJsonLd, type PlaceFields, type PostalAddressFields } from 'shared/site';
import { dateTimeText, inEveryLocale, wholeUsd } from './locale';

// The Things to Do section's copy in every language, and the data both languages share (ids,
// slugs, links, images, ISO dates, prices). Components read the copy with useTranslation; code that
// is not a component picks it with the page's locale.

/** SPEC section 3: a Saudi category of things to do. */
export interface SaudiCategory {
  name: string;
  icon: string;
  description: string;
}

/** SPEC section 3: an event, with its date as display text. */
export interface ExpoEvent {
  id: string;
  title: string;
  /** Display text. */
  date: string;
  location: string;
  image: string;
}

const EXPLORE_IMAGE = 'https://images.unsplash.com/photo-1578895101408-1a36b834405b?auto=format&fit=crop&w=1600&q=70';

export const EXPLORE_PAGE: Translations<SectionPageCopy> = {
  en: {
    title: 'Discover Saudi Arabia',
    subtitle: 'Historic sites, modern landmarks, desert adventures and workshops around your expo visit.',
    image: EXPLORE_IMAGE,
    introTitle: 'Categories',
    intro: 'Find the kind of day out you are looking for.',
  },
  ar: {
    title: 'اكتشف المملكة العربية السعودية',
    subtitle: 'مواقع تاريخية، ومعالم حديثة، ومغامرات في الصحراء، وورش عمل تُكمل زيارتك للإكسبو.',
    image: EXPLORE_IMAGE,
    introTitle: 'الفئات',
    intro: 'اختر نوع النزهة التي تبحث عنها.',
  },
};

export type CategoryIcon = 'historical' | 'modern' | 'desert' | 'culture' | 'outdoor' | 'workshop';

/** SPEC: /things-to-do/category/{slug}, the slug of the category's English name, in every language. */
export type CategorySlug =
  | 'historical-sites'
  | 'modern-marvels'
  | 'desert-adventures'
  | 'cultural-experiences'
  | 'outdoor-activities'
  | 'workshops';

export interface ExploreCategory extends SaudiCategory {
  slug: CategorySlug;
  icon: CategoryIcon;
}

const CATEGORY_DATA: Array<{ slug: CategorySlug; icon: CategoryIcon }> = [
  { slug: 'historical-sites', icon: 'historical' },
  { slug: 'modern-marvels', icon: 'modern' },
  { slug: 'desert-adventures', icon: 'desert' },
  { slug: 'cultural-experiences', icon: 'culture' },
  { slug: 'outdoor-activities', icon: 'outdoor' },
  { slug: 'workshops', icon: 'workshop' },
];

type Words<K extends string, T> = Translations<Record<K, T>>;

const CATEGORY_TEXT: Words<CategorySlug, { name: string; description: string }> = {
  en: {
    'historical-sites': {
      name: 'Historical Sites',
      description: 'Mud-brick palaces, old forts and the birthplace of the Saudi state.',
    },
    'modern-marvels': {
      name: 'Modern Marvels',
      description: 'Skyscrapers, sky bridges and the architecture of a fast-growing capital.',
    },
    'desert-adventures': {
      name: 'Desert Adventures',
      description: 'Dune drives, canyon hikes and nights under a sky full of stars.',
    },
    'cultural-experiences': {
      name: 'Cultural Experiences',
      description: 'Museums, souqs, music and the rituals of Saudi hospitality.',
    },
    'outdoor-activities': {
      name: 'Outdoor Activities',
      description: 'Parks, wadis and cycling trails for cooler mornings and evenings.',
    },
    workshops: { name: 'Workshops', description: 'Hands-on classes in calligraphy, weaving, pottery and cooking.' },
  },
  ar: {
    'historical-sites': { name: 'المواقع التاريخية', description: 'قصور من الطين، وحصون قديمة، ومهد الدولة السعودية.' },
    'modern-marvels': {
      name: 'روائع العمارة الحديثة',
      description: 'ناطحات سحاب، وجسور معلّقة في السماء، وعمارة عاصمة تنمو بسرعة.',
    },
    'desert-adventures': {
      name: 'مغامرات الصحراء',
      description: 'جولات بالسيارات بين الكثبان، ومسارات مشي في الأودية، وليالٍ تحت سماء مرصّعة بالنجوم.',
    },
    'cultural-experiences': { name: 'تجارب ثقافية', description: 'متاحف وأسواق شعبية وموسيقى وطقوس الضيافة السعودية.' },
    'outdoor-activities': {
      name: 'أنشطة في الهواء الطلق',
      description: 'حدائق وأودية ومسارات لركوب الدراجات في الصباحات والأمسيات المعتدلة.',
    },
    workshops: { name: 'ورش العمل', description: 'دروس تطبيقية في الخط العربي والنسيج والفخار والطبخ.' },
  },
};

/** SPEC section 3: the Saudi categories. */
export const SAUDI_CATEGORIES: Translations<ExploreCategory[]> = inEveryLocale((locale) =>
  CATEGORY_DATA.map((category) => ({ ...category, ...CATEGORY_TEXT[locale][category.slug] })),
);

export const categoryLink = (slug: CategorySlug) => `/things-to-do/category/${slug}`;
export const findCategory = (slug: string | undefined, locale: Locale) =>
  SAUDI_CATEGORIES[locale].find((c) => c.slug === slug);

export interface Attraction extends CardItem {
  category: CategorySlug;
}

type AttractionId = 'diriyah' | 'kingdom-centre' | 'national-museum';

const ATTRACTION_DATA: Array<{ id: AttractionId; image: string; category: CategorySlug }> = [
  {
    id: 'diriyah',
    image: 'https://images.unsplash.com/photo-1591608971362-f08b2a75731a?auto=format&fit=crop&w=800&q=70',
    category: 'historical-sites',
  },
  {
    id: 'kingdom-centre',
    image: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=800&q=70',
    category: 'modern-marvels',
  },
  {
    id: 'national-museum',
    image: 'https://images.unsplash.com/photo-1566127444979-b3d2b654e3d7?auto=format&fit=crop&w=800&q=70',
    category: 'cultural-experiences',
  },
];

const ATTRACTION_TEXT: Words<AttractionId, { title: string; description: string; badge: string }> = {
  en: {
    diriyah: {
      title: 'Diriyah',
      description:
        'The UNESCO-listed At-Turaif district, where the first Saudi state began, restored in mud brick above Wadi Hanifah.',
      badge: 'Historical',
    },
    'kingdom-centre': {
      title: 'Kingdom Centre',
      description: 'Riyadh’s best-known tower, with a sky bridge 300 metres above the city.',
      badge: 'Landmark',
    },
    'national-museum': {
      title: 'National Museum',
      description:
        'Eight galleries telling the story of the Arabian Peninsula, from its first rocks to the modern kingdom.',
      badge: 'Cultural',
    },
  },
  ar: {
    diriyah: {
      title: 'الدرعية',
      description:
        'حي الطريف المسجّل في قائمة اليونسكو للتراث العالمي، حيث قامت الدولة السعودية الأولى، وقد رُمِّم بالطوب اللبن مطلًّا على وادي حنيفة.',
      badge: 'تاريخي',
    },
    'kingdom-centre': {
      title: 'برج المملكة',
      description: 'أشهر أبراج الرياض، وفي قمته جسر معلّق على ارتفاع 300 متر فوق المدينة.',
      badge: 'معلم بارز',
    },
    'national-museum': {
      title: 'المتحف الوطني',
      description: 'ثماني قاعات تروي قصة شبه الجزيرة العربية، من صخورها الأولى إلى المملكة الحديثة.',
      badge: 'ثقافي',
    },
  },
};

/** Top attractions (SPEC: badges Historical, Landmark, Cultural); each links to its article. */
export const ATTRACTIONS: Translations<Attraction[]> = inEveryLocale((locale) =>
  ATTRACTION_DATA.map(({ id, image, category }) => ({
    id,
    ...ATTRACTION_TEXT[locale][id],
    image,
    link: `/things-to-do/${id}`,
    category,
  })),
);

export interface ExploreEvent extends ExpoEvent {
  /** `date` as ISO 8601, with Riyadh's offset (UTC+3, no daylight saving time). */
  startDate: string;
  /** `location` as a place with a postal address. */
  venue: PlaceFields;
  description: string;
  category: CategorySlug;
  /** The page of the pavilion it is held in, with its place on the venue map and the way there. */
  pavilionPage?: string;
}

/** The postal addresses of the events' places, in each language (schema.org PostalAddress). */
const ADDRESSES: Words<'expoCity' | 'riyadhProvince', PostalAddressFields> = {
  en: {
    // Riyadh Expo City, the expo's own address.
    expoCity: EXPO_EVENT.venue.address,
    riyadhProvince: { addressRegion: 'Riyadh Province', addressCountry: 'SA' },
  },
  ar: {
    expoCity: EXPO_EVENT_NAMES.ar.venue.address,
    riyadhProvince: { addressRegion: 'منطقة الرياض', addressCountry: 'SA' },
  },
};

type EventId =
  'opening-ceremony' | 'najdi-architecture-workshop' | 'desert-stargazing-night' | 'calligraphy-masterclass';

const EVENT_DATA: Array<{
  id: EventId;
  startDate: string;
  address: 'expoCity' | 'riyadhProvince';
  image: string;
  category: CategorySlug;
  /** The page of the pavilion it is held in (the Access section's, by the sections table). */
  pavilionPage?: string;
}> = [
  {
    id: 'opening-ceremony',
    startDate: '2030-10-01T19:00:00+03:00',
    address: 'expoCity',
    image: 'https://images.unsplash.com/photo-1492684223066-81342ee5ff30?auto=format&fit=crop&w=800&q=70',
    category: 'cultural-experiences',
  },
  {
    id: 'najdi-architecture-workshop',
    startDate: '2030-10-05T10:00:00+03:00',
    address: 'expoCity',
    image: 'https://images.unsplash.com/photo-1591608971362-f08b2a75731a?auto=format&fit=crop&w=800&q=70',
    category: 'workshops',
    pavilionPage: '/pavilions/saudi-arabia',
  },
  {
    id: 'desert-stargazing-night',
    startDate: '2030-10-12T20:30:00+03:00',
    address: 'riyadhProvince',
    image: 'https://images.unsplash.com/photo-1519681393784-d120267933ba?auto=format&fit=crop&w=800&q=70',
    category: 'desert-adventures',
  },
  {
    id: 'calligraphy-masterclass',
    startDate: '2030-10-18T16:00:00+03:00',
    address: 'expoCity',
    image: 'https://images.unsplash.com/photo-1585577529540-a8095ea25427?auto=format&fit=crop&w=800&q=70',
    category: 'workshops',
    pavilionPage: '/pavilions/turkiye',
  },
];

/** An event's words: `location` as its card shows it, `place` the name of the place alone. */
const EVENT_TEXT: Words<EventId, { title: string; location: string; place: string; description: string }> = {
  en: {
    'opening-ceremony': {
      title: 'Expo Opening Ceremony',
      location: 'Amphitheatre, Riyadh Expo City',
      place: 'Amphitheatre, Riyadh Expo City',
      description: 'Music, light and the first welcome of the expo’s six-month run.',
    },
    'najdi-architecture-workshop': {
      title: 'Najdi Architecture Workshop',
      location: 'Saudi Arabia Pavilion',
      place: 'Saudi Arabia Pavilion',
      description: 'Build a small mud-brick model with the craftspeople who restored At-Turaif.',
    },
    'desert-stargazing-night': {
      title: 'Desert Stargazing Night',
      location: 'Red Sand Dunes, 45 minutes from the venue',
      place: 'Red Sand Dunes',
      description: 'Telescopes, Arabic star lore and mint tea around a fire.',
    },
    'calligraphy-masterclass': {
      title: 'Arabic Calligraphy Masterclass',
      location: 'Türkiye Pavilion',
      place: 'Türkiye Pavilion',
      description: 'Learn the basics of the thuluth script with a master calligrapher.',
    },
  },
  ar: {
    'opening-ceremony': {
      title: 'حفل افتتاح الإكسبو',
      location: 'المدرج، مدينة إكسبو الرياض',
      place: 'المدرج، مدينة إكسبو الرياض',
      description: 'موسيقى وأضواء، وأول ترحيب بالزوار في مسيرة الإكسبو الممتدة ستة أشهر.',
    },
    'najdi-architecture-workshop': {
      title: 'ورشة العمارة النجدية',
      location: 'جناح المملكة العربية السعودية',
      place: 'جناح المملكة العربية السعودية',
      description: 'اصنع نموذجًا صغيرًا من الطوب اللبن مع الحرفيين الذين رمّموا حي الطريف.',
    },
    'desert-stargazing-night': {
      title: 'ليلة رصد النجوم في الصحراء',
      location: `كثبان الرمال الحمراء، على بُعد 45 دقيقة من ${GLOSSARY.venue.ar}`,
      place: 'كثبان الرمال الحمراء',
      description: 'تلسكوبات، وحكايات العرب عن النجوم، وشاي بالنعناع حول النار.',
    },
    'calligraphy-masterclass': {
      title: 'درس متقدم في الخط العربي',
      location: 'جناح تركيا',
      place: 'جناح تركيا',
      description: 'تعلّم أساسيات خط الثلث على يد خطّاط متمرّس.',
    },
  },
};

/** Upcoming events and workshops; card dates fall in October 2030 (SPEC section 3), in Riyadh's time. */
export const EVENTS: Translations<ExploreEvent[]> = inEveryLocale((locale) =>
  EVENT_DATA.map(({ id, startDate, address, image, category, pavilionPage }) => {
    const { title, location, place, description } = EVENT_TEXT[locale][id];
    return {
      id,
      title,
      date: dateTimeText(startDate, locale),
      startDate,
      location,
      venue: { name: place, address: ADDRESSES[locale][address] },
      image,
      description,
      category,
      pavilionPage,
    };
  }),
);

export const findEvent = (id: string | undefined, locale: Locale) => EVENTS[locale].find((e) => e.id === id);
export const eventLink = (id: string) => `/events/${id}`;

/** An event as schema.org has it, for every page that shows it, in the event's language. */
export const eventJsonLdOf = (event: ExploreEvent) =>
  eventJsonLd({
    name: event.title,
    startDate: event.startDate,
    location: event.venue,
    description: event.description,
    image: event.image,
    url: eventLink(event.id),
  });

export interface TourPackage {
  id: string;
  title: string;
  duration: string;
  /** Display text: the price per person. */
  price: string;
  /** The price per person in US dollars. */
  priceUsd: number;
  description: string;
  includes: string[];
  category: CategorySlug;
}

type TourId = 'historic-riyadh' | 'edge-of-the-world' | 'modern-riyadh';

const TOUR_DATA: Array<{ id: TourId; priceUsd: number; category: CategorySlug }> = [
  { id: 'historic-riyadh', priceUsd: 85, category: 'historical-sites' },
  { id: 'edge-of-the-world', priceUsd: 120, category: 'desert-adventures' },
  { id: 'modern-riyadh', priceUsd: 65, category: 'modern-marvels' },
];

const TOUR_TEXT: Words<TourId, { title: string; duration: string; description: string; includes: string[] }> = {
  en: {
    'historic-riyadh': {
      title: 'Historic Riyadh Day Tour',
      duration: 'Full day',
      description: 'Masmak Fortress, the National Museum and sunset at At-Turaif in Diriyah.',
      includes: ['Hotel pick-up', 'Licensed guide', 'Lunch'],
    },
    'edge-of-the-world': {
      title: 'Edge of the World Desert Trip',
      duration: 'Afternoon to evening',
      description: 'Off-road drive to the Tuwaiq escarpment cliffs, a short hike and dinner in the desert.',
      includes: ['4×4 transport', 'Guide', 'Dinner'],
    },
    'modern-riyadh': {
      title: 'Modern Riyadh Evening Tour',
      duration: '4 hours',
      description: 'The Kingdom Centre sky bridge, Boulevard City and the lights of King Fahd Road.',
      includes: ['Transport', 'Sky bridge tickets'],
    },
  },
  ar: {
    'historic-riyadh': {
      title: 'جولة نهارية في الرياض التاريخية',
      duration: 'يوم كامل',
      description: 'قصر المصمك، والمتحف الوطني، وغروب الشمس في حي الطريف بالدرعية.',
      includes: ['الاصطحاب من الفندق', 'مرشد سياحي مرخّص', 'غداء'],
    },
    'edge-of-the-world': {
      title: 'رحلة صحراوية إلى حافة العالم',
      duration: 'من العصر حتى المساء',
      description: 'قيادة على الطرق الوعرة إلى منحدرات جبال طويق، ومسير قصير على الأقدام، وعشاء في الصحراء.',
      includes: ['التنقل بسيارات الدفع الرباعي', 'مرشد سياحي', 'عشاء'],
    },
    'modern-riyadh': {
      title: 'جولة مسائية في الرياض الحديثة',
      duration: '4 ساعات',
      description: 'الجسر المعلّق في برج المملكة، وبوليفارد سيتي، وأضواء طريق الملك فهد.',
      includes: ['التنقل', 'تذاكر الجسر المعلّق'],
    },
  },
};

/** "$85 per person"; in Arabic "85 US$ للشخص الواحد", the amount isolated left to right. */
const PER_PERSON: Translations<(price: string) => string> = {
  en: (price) => `${price} per person`,
  ar: (price) => `${price} للشخص الواحد`,
};

export const TOUR_PACKAGES: Translations<TourPackage[]> = inEveryLocale((locale) =>
  TOUR_DATA.map(({ id, priceUsd, category }) => ({
    id,
    ...TOUR_TEXT[locale][id],
    price: PER_PERSON[locale](wholeUsd(priceUsd, locale)),
    priceUsd,
    category,
  })),
);

type ListingKey = 'attractions' | 'events' | 'guidedTours';

/** The section's fixed listing pages, below /things-to-do: the same paths in every language. */
export const LISTING_LINKS: Record<ListingKey, string> = {
  attractions: '/things-to-do/attractions',
  events: '/things-to-do/events',
  guidedTours: '/things-to-do/guided-tours',
};

const LISTING_TEXT: Words<ListingKey, { title: string; intro: string }> = {
  en: {
    attractions: { title: 'All Attractions', intro: 'The sights we recommend most, each with our guide to visiting.' },
    events: {
      title: 'Events & Workshops Schedule',
      intro: 'What is on around the expo in October 2030. Register links open each event’s page.',
    },
    guidedTours: {
      title: 'Guided Tour Packages',
      intro: 'Day trips and evening tours with licensed guides. Our concierge books them for you.',
    },
  },
  ar: {
    attractions: { title: 'جميع المعالم', intro: 'المعالم التي نوصي بها أكثر من غيرها، ولكلٍّ منها دليلنا للزيارة.' },
    events: {
      title: 'جدول الفعاليات وورش العمل',
      intro: 'ما يُقام حول الإكسبو في أكتوبر 2030. تفتح روابط «سجّل» صفحة كل فعالية.',
    },
    guidedTours: {
      title: 'باقات الجولات السياحية المصحوبة بمرشد',
      intro: 'رحلات نهارية وجولات مسائية مع مرشدين مرخّصين، يحجزها لك الكونسيرج لدينا.',
    },
  },
};

/** The section's fixed listing pages: link, title and introduction. */
export const LISTING_PAGES: Translations<Record<ListingKey, { link: string; title: string; intro: string }>> =
  inEveryLocale((locale) => ({
    attractions: { link: LISTING_LINKS.attractions, ...LISTING_TEXT[locale].attractions },
    events: { link: LISTING_LINKS.events, ...LISTING_TEXT[locale].events },
    guidedTours: { link: LISTING_LINKS.guidedTours, ...LISTING_TEXT[locale].guidedTours },
  }));

/** The section's own page, in every language. */
export const EXPLORE_LINK = '/things-to-do';

/** The listing pages' way back to the section. */
export const BACK_TO_EXPLORE: Translations<{ to: string; label: string }> = {
  en: { to: EXPLORE_LINK, label: 'Back to Things To Do' },
  ar: { to: EXPLORE_LINK, label: 'العودة إلى الأنشطة' },
};

/** The words of the things-to-do pages that are not an attraction's, an event's or a tour's. */
export interface ExploreCopy {
  attractionsTitle: string;
  viewAllAttractions: string;
  eventsTitle: string;
  viewSchedule: string;
  register: string;
  toursTitle: string;
  toursText: string;
  toursCta: string;
  registrationNote: string;
  contactConcierge: string;
  /** The event page's way back to the schedule. */
  fullSchedule: string;
  eventNotFound: { title: string; message: string };
  categoryNotFound: { title: string; message: string };
  /** The not-found pages' way back to the section. */
  returnToExplore: string;
  /** A category page's section headings. */
  categorySections: { attractions: string; events: string; tours: string; comingSoon: string; comingSoonText: string };
  /** The name of the list of what a tour includes. */
  includedIn: (tourTitle: string) => string;
  /** An event page's description: what, when and where. */
  eventDescription: (event: ExploreEvent) => string;
  /** A category page's description, and what it adds when the category lists nothing yet. */
  categoryDescription: (category: SaudiCategory) => string;
  categoryComingSoon: string;
}

export const EXPLORE_COPY: Translations<ExploreCopy> = {
  en: {
    attractionsTitle: 'Top Attractions',
    viewAllAttractions: 'View All Attractions',
    eventsTitle: 'Upcoming Events & Workshops',
    viewSchedule: 'View Full Schedule',
    register: 'Register',
    toursTitle: 'Guided Tour Packages',
    toursText: 'Let a licensed guide handle the driving and the stories: day trips and evening tours around Riyadh.',
    toursCta: 'See Tour Packages',
    registrationNote:
      'Registration opens with the expo’s official programme. Expo Guide does not take registrations: ask our concierge to be told when it opens.',
    contactConcierge: 'Contact Concierge',
    fullSchedule: 'Full schedule',
    eventNotFound: {
      title: 'Event not found',
      message: "We couldn't find that event. It may have been moved in the schedule.",
    },
    categoryNotFound: { title: 'Category not found', message: "We couldn't find that category." },
    returnToExplore: 'Return to Things To Do',
    categorySections: {
      attractions: 'Attractions',
      events: 'Events & workshops',
      tours: 'Tours',
      comingSoon: 'More coming soon',
      comingSoonText: 'We are still adding places in this category. Meanwhile, these are our top attractions.',
    },
    includedIn: (tourTitle) => `Included in ${tourTitle}`,
    eventDescription: (event) => `${event.description} ${event.date}, ${event.location}.`,
    categoryDescription: ({ name, description }) =>
      `${name} around Riyadh: ${description.charAt(0).toLowerCase()}${description.slice(1)}`,
    categoryComingSoon: 'Places coming soon; meanwhile, our top attractions.',
  },
  ar: {
    attractionsTitle: 'أبرز المعالم',
    viewAllAttractions: 'عرض جميع المعالم',
    eventsTitle: 'الفعاليات وورش العمل القادمة',
    viewSchedule: 'عرض الجدول الكامل',
    register: 'سجّل',
    toursTitle: 'باقات الجولات السياحية المصحوبة بمرشد',
    toursText: 'دع مرشدًا مرخّصًا يتولى القيادة ورواية الحكايات: رحلات نهارية وجولات مسائية في الرياض وما حولها.',
    toursCta: 'اطّلع على باقات الجولات',
    registrationNote: `يُفتح باب التسجيل مع صدور البرنامج الرسمي للإكسبو. لا يتولى ${GLOSSARY.brand.ar} التسجيل: اطلب من الكونسيرج لدينا إبلاغك عند فتحه.`,
    contactConcierge: 'تواصل مع الكونسيرج',
    fullSchedule: 'الجدول الكامل',
    eventNotFound: {
      title: 'الفعالية غير موجودة',
      message: 'لم نعثر على هذه الفعالية. ربما نُقلت إلى موعد آخر في الجدول.',
    },
    categoryNotFound: { title: 'الفئة غير موجودة', message: 'لم نعثر على هذه الفئة.' },
    returnToExplore: 'الرجوع إلى الأنشطة',
    categorySections: {
      attractions: 'المعالم',
      events: 'الفعاليات وورش العمل',
      tours: 'الجولات',
      comingSoon: 'المزيد قريبًا',
      comingSoonText: 'ما زلنا نضيف أماكن إلى هذه الفئة. وإلى ذلك الحين، إليك أبرز المعالم لدينا.',
    },
    includedIn: (tourTitle) => `ما تشمله ${tourTitle}`,
    eventDescription: (event) => `${event.description} ${event.date}، ${event.location}.`,
    categoryDescription: ({ name, description }) => `${name} في الرياض وما حولها: ${description}`,
    categoryComingSoon: 'أماكن جديدة قريبًا؛ وإلى ذلك الحين، أبرز معالمنا.',
  },
};

type ExploreMetaKey = 'explore' | ListingKey;

/** The things-to-do pages' titles and descriptions for search results and link previews (at most 160 characters). */
const EXPLORE_META_TEXT: Words<ExploreMetaKey, { title: string; description: string }> = {
  en: {
    explore: {
      title: 'Things to Do',
      description:
        'Diriyah, Kingdom Centre, the National Museum, desert adventures, October 2030 events and workshops, and guided tours around Riyadh during the expo.',
    },
    attractions: {
      title: LISTING_TEXT.en.attractions.title,
      description:
        'Diriyah’s At-Turaif, the Kingdom Centre sky bridge and the National Museum: the Riyadh sights we recommend most, each with our guide to visiting.',
    },
    events: {
      title: LISTING_TEXT.en.events.title,
      description:
        'The Expo Opening Ceremony, a Najdi architecture workshop, desert stargazing and an Arabic calligraphy masterclass: what is on in October 2030.',
    },
    guidedTours: {
      title: LISTING_TEXT.en.guidedTours.title,
      description:
        'Historic Riyadh, an Edge of the World desert trip and a modern Riyadh evening tour with licensed guides, from $65 per person, booked by our concierge.',
    },
  },
  ar: {
    explore: {
      title: 'الأنشطة',
      description:
        'الدرعية وبرج المملكة والمتحف الوطني ومغامرات الصحراء، وفعاليات أكتوبر 2030 وورش العمل، وجولات بصحبة مرشدين في الرياض خلال الإكسبو.',
    },
    attractions: {
      title: LISTING_TEXT.ar.attractions.title,
      description:
        'حي الطريف في الدرعية، والجسر المعلّق في برج المملكة، والمتحف الوطني: أبرز معالم الرياض التي نوصي بها، ولكلٍّ منها دليلنا للزيارة.',
    },
    events: {
      title: LISTING_TEXT.ar.events.title,
      description:
        'حفل افتتاح الإكسبو، وورشة في العمارة النجدية، ورصد النجوم في الصحراء، ودرس متقدم في الخط العربي: ما يُقام في أكتوبر 2030.',
    },
    guidedTours: {
      title: LISTING_TEXT.ar.guidedTours.title,
      description:
        'الرياض التاريخية، ورحلة صحراوية إلى حافة العالم، وجولة مسائية في الرياض الحديثة مع مرشدين مرخّصين، من 65 دولارًا للشخص، يحجزها الكونسيرج.',
    },
  },
};

/** What the things-to-do pages tell search results and link previews, with the events they show. */
export const EXPLORE_META: Translations<Record<ExploreMetaKey, PageMeta>> = inEveryLocale((locale) => {
  const text = EXPLORE_META_TEXT[locale];
  const events = EVENTS[locale].map(eventJsonLdOf);
  return {
    explore: { ...text.explore, image: EXPLORE_IMAGE, jsonLd: events },
    attractions: text.attractions,
    events: { ...text.events, jsonLd: events },
    guidedTours: text.guidedTours,
  };
});

/** An event's page: what, when and where, and the Event it is. */
export const eventMeta = (event: ExploreEvent, locale: Locale): PageMeta => ({
  title: event.title,
  description: EXPLORE_COPY[locale].eventDescription(event),
  jsonLd: [eventJsonLdOf(event)],
});

/** What a category's page lists: its attractions, events and tours, in the page's language. */
export function categoryListings(category: ExploreCategory, locale: Locale) {
  const inCategory = <T extends { category: CategorySlug }>(items: T[]) =>
    items.filter((item) => item.category === category.slug);
  const listings = {
    attractions: inCategory(ATTRACTIONS[locale]),
    events: inCategory(EVENTS[locale]),
    tours: inCategory(TOUR_PACKAGES[locale]),
  };
  return { ...listings, nothing: listings.attractions.length + listings.events.length + listings.tours.length === 0 };
}

/** A category's page, with the events it lists; a category with nothing listed yet says so. */
export function categoryMeta(category: ExploreCategory, locale: Locale): PageMeta {
  const { events, nothing } = categoryListings(category, locale);
  const copy = EXPLORE_COPY[locale];
  const about = copy.categoryDescription(category);
  return {
    title: category.name,
    description: nothing ? `${about} ${copy.categoryComingSoon}` : about,
    ...(events.length > 0 && { jsonLd: events.map(eventJsonLdOf) }),
  };
}

/** Home's things-to-do block. */
export const THINGS_TO_EXPERIENCE: Translations<{
  title: string;
  subtitle: string;
  viewAll: string;
  viewAllLabel: string;
}> = {
  en: {
    title: 'Things to Experience',
    subtitle: 'History, skyline and culture within easy reach of the expo.',
    viewAll: LISTING_LINKS.attractions,
    viewAllLabel: 'View all attractions',
  },
  ar: {
    title: 'تجارب لا تُفوَّت',
    subtitle: 'التاريخ وأفق المدينة والثقافة، على مقربة من الإكسبو.',
    viewAll: LISTING_LINKS.attractions,
    viewAllLabel: 'عرض جميع المعالم',
  },
};
