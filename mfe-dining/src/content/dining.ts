import {
  formatWholeUsd,
  GLOSSARY,
  LOCALE_INFO,
  numberFormat,
  pluralRules,
  type CardItem,
  type Locale,
  type PageMeta,
  type SectionPageCopy,
  type Translations,
} from 'shared';

// The Dining section's copy in every language, and the data both languages share (ids, slugs,
// images, links, counts, prices). Components read the copy with useTranslation; code that is not a
// component picks it with the page's locale.

const DINING_IMAGE = 'https://images.unsplash.com/photo-1414235077428-338989a2e8c0?auto=format&fit=crop&w=1600&q=70';

export const DINING_PAGE: Translations<SectionPageCopy> = {
  en: {
    title: 'Culinary Experiences',
    subtitle: 'From Najdi classics to fine dining with a view: where to eat during your expo visit.',
    image: DINING_IMAGE,
    introTitle: 'Featured Restaurants',
    intro: 'Three favourites of our team, each worth the trip across town.',
  },
  ar: {
    title: 'تجارب الطعام',
    subtitle:
      'من الأطباق النجدية الأصيلة إلى المطاعم الفاخرة ذات الإطلالات الخلابة: أين تتناول طعامك خلال زيارتك للإكسبو.',
    image: DINING_IMAGE,
    introTitle: 'مطاعم مختارة',
    intro: 'ثلاثة من المطاعم المفضلة لدى فريقنا، كلٌّ منها يستحق المشوار عبر المدينة.',
  },
};

/** A count in the page's language: "18 restaurants"; in Arabic with its plural forms (مطعم واحد، مطعمان، 8 مطاعم، 18 مطعمًا، 100 مطعم). */
function restaurantCount(count: number, locale: Locale): string {
  const { intlLocale } = LOCALE_INFO[locale];
  const digits = numberFormat(intlLocale).format(count);
  const form = pluralRules(intlLocale).select(count);
  if (locale === 'en') return `${digits} ${form === 'one' ? 'restaurant' : 'restaurants'}`;
  switch (form) {
    case 'one':
      return 'مطعم واحد';
    case 'two':
      return 'مطعمان';
    case 'few':
      return `${digits} مطاعم`;
    case 'many':
      return `${digits} مطعمًا`;
    default:
      return `${digits} مطعم`;
  }
}

/** A duration in hours: "3 hours", "2.5 hours"; in Arabic "3 ساعات", "2.5 ساعة", "ساعتان". */
function hoursLabel(hours: number, locale: Locale): string {
  const { intlLocale } = LOCALE_INFO[locale];
  const digits = numberFormat(intlLocale, { maximumFractionDigits: 2 }).format(hours);
  const form = pluralRules(intlLocale).select(hours);
  if (locale === 'en') return `${digits} ${form === 'one' ? 'hour' : 'hours'}`;
  switch (form) {
    case 'one':
      return 'ساعة واحدة';
    case 'two':
      return 'ساعتان';
    case 'few':
      return `${digits} ساعات`;
    default:
      return `${digits} ساعة`;
  }
}

/** A price in whole US dollars in the page's format: "$45" in English (prices stay USD in every language). */
const wholeUsd = (amount: number, locale: Locale) => formatWholeUsd(amount, LOCALE_INFO[locale].intlLocale);

/** The words of the dining pages that are not a restaurant's, a cuisine's or an experience's. */
export interface DiningCopy {
  cuisineHeading: string;
  backToDining: string;
  restaurantNotFound: { title: string; message: string };
  cuisineNotFound: { title: string; message: string };
  menuHighlights: string;
  reservationsNote: string;
  contactConcierge: string;
  /** The cuisine page's heading above the featured restaurants. */
  featuredRestaurants: string;
  /** A cuisine card's count: "18 restaurants". */
  restaurantCount: (count: number) => string;
  /** A cuisine page's count: "18 restaurants in our guide". */
  restaurantsInGuide: (count: number) => string;
  bookExperience: { title: string; text: string; cta: string };
}

export const DINING_COPY: Translations<DiningCopy> = {
  en: {
    cuisineHeading: 'Explore by Cuisine Type',
    backToDining: 'Back to Dining',
    restaurantNotFound: { title: 'Restaurant not found', message: "We couldn't find that restaurant." },
    cuisineNotFound: { title: 'Cuisine not found', message: "We couldn't find that cuisine type." },
    menuHighlights: 'Menu highlights',
    reservationsNote:
      'Reservations are made directly with the restaurant; Expo Guide does not take bookings. Ask our concierge if you need help.',
    contactConcierge: 'Contact Concierge',
    featuredRestaurants: 'Featured restaurants',
    restaurantCount: (count) => restaurantCount(count, 'en'),
    restaurantsInGuide: (count) => `${restaurantCount(count, 'en')} in our guide`,
    bookExperience: {
      title: 'Book an experience',
      text: 'Experiences are booked through our concierge, who will confirm dates and group sizes with you.',
      cta: 'Contact Concierge',
    },
  },
  ar: {
    cuisineHeading: 'استكشف حسب نوع المطبخ',
    backToDining: 'العودة إلى المطاعم',
    restaurantNotFound: { title: 'المطعم غير موجود', message: 'لم نعثر على هذا المطعم.' },
    cuisineNotFound: { title: 'نوع المطبخ غير موجود', message: 'لم نعثر على نوع المطبخ هذا.' },
    menuHighlights: 'أبرز أطباق القائمة',
    reservationsNote: `${GLOSSARY.bookedWithRestaurant.ar}، إذ لا يتولى ${GLOSSARY.brand.ar} الحجوزات. تواصل مع الكونسيرج لدينا إن احتجت إلى مساعدة.`,
    contactConcierge: 'تواصل مع الكونسيرج',
    featuredRestaurants: 'مطاعم مختارة',
    restaurantCount: (count) => restaurantCount(count, 'ar'),
    restaurantsInGuide: (count) => `${restaurantCount(count, 'ar')} في دليلنا`,
    bookExperience: {
      title: 'احجز تجربة',
      text: 'تُحجز التجارب عبر الكونسيرج لدينا، الذي سيؤكد معك المواعيد وأعداد المجموعات.',
      cta: 'تواصل مع الكونسيرج',
    },
  },
};

export interface Restaurant extends CardItem {
  slug: string;
  cuisine: string;
  hours: string;
  address: string;
  menuHighlights: string[];
}

type RestaurantId = 'najd-village' | 'the-globe' | 'takya';
type RestaurantText = Pick<
  Restaurant,
  'title' | 'description' | 'badge' | 'cuisine' | 'hours' | 'address' | 'menuHighlights'
>;

/** Featured restaurants, in display order: their id (also their slug) and photo. */
const RESTAURANT_PHOTOS: Record<RestaurantId, string> = {
  'najd-village': 'https://images.unsplash.com/photo-1544025162-d76694265947?auto=format&fit=crop&w=800&q=70',
  'the-globe': 'https://images.unsplash.com/photo-1517248135467-4c7edcad34c4?auto=format&fit=crop&w=800&q=70',
  takya: 'https://images.unsplash.com/photo-1555396273-367ea4eb4db5?auto=format&fit=crop&w=800&q=70',
};

/** What each featured restaurant's page and card say (SPEC: badges Traditional, Fine Dining, Fusion). */
const RESTAURANT_TEXT: Translations<Record<RestaurantId, RestaurantText>> = {
  en: {
    'najd-village': {
      title: 'Najd Village',
      description:
        'Traditional Najdi dishes served on floor seating in a restored mud-brick house: kabsa, jareesh and dates with Arabic coffee.',
      badge: 'Traditional',
      cuisine: 'Najdi and Saudi',
      hours: 'Daily 12:00 PM – 12:00 AM',
      address: 'Abu Bakr Al Siddiq Road, Riyadh',
      menuHighlights: ['Lamb kabsa', 'Jareesh', 'Margoog', 'Dates and gahwa'],
    },
    'the-globe': {
      title: 'The Globe',
      description:
        'Fine dining inside the glass sphere of Al Faisaliah Tower, with a seasonal European menu and the whole city below.',
      badge: 'Fine Dining',
      cuisine: 'Modern European',
      hours: 'Daily 7:00 PM – 11:30 PM',
      address: 'Al Faisaliah Tower, King Fahd Road, Riyadh',
      menuHighlights: ['Tasting menu', 'Wagyu tenderloin', 'Saffron crème brûlée'],
    },
    takya: {
      title: 'Takya',
      description:
        'Saudi flavours with a modern twist in a relaxed setting: slow-cooked lamb, saffron rice and inventive desserts.',
      badge: 'Fusion',
      cuisine: 'Saudi fusion',
      hours: 'Daily 1:00 PM – 1:00 AM',
      address: 'Prince Mohammed Bin Salman Road, Riyadh',
      menuHighlights: ['Lamb madfoon', 'Saffron rice', 'Date cheesecake'],
    },
  },
  ar: {
    'najd-village': {
      title: 'قرية نجد',
      description:
        'أطباق نجدية تقليدية تُقدَّم في جلسات أرضية داخل بيت طيني مُرمَّم: الكبسة والجريش والتمر مع القهوة العربية.',
      badge: 'تقليدي',
      cuisine: 'مطبخ نجدي وسعودي',
      hours: 'يوميًا من 12:00 ظهرًا حتى 12:00 منتصف الليل',
      address: 'طريق أبي بكر الصديق، الرياض',
      menuHighlights: ['كبسة لحم', 'جريش', 'مرقوق', 'تمر وقهوة عربية'],
    },
    'the-globe': {
      title: 'ذا جلوب',
      description:
        'تجربة طعام فاخرة داخل الكرة الزجاجية لبرج الفيصلية، مع قائمة أوروبية موسمية والمدينة كلها تحت ناظريك.',
      badge: 'مطعم فاخر',
      cuisine: 'مطبخ أوروبي حديث',
      hours: 'يوميًا من 7:00 مساءً حتى 11:30 مساءً',
      address: 'برج الفيصلية، طريق الملك فهد، الرياض',
      menuHighlights: ['قائمة التذوق', 'فيليه لحم الواغيو', 'كريم بروليه بالزعفران'],
    },
    takya: {
      title: 'تكيّة',
      description: 'نكهات سعودية بلمسة عصرية في أجواء مريحة: لحم مطهو على نار هادئة، وأرز بالزعفران، وحلويات مبتكرة.',
      badge: 'مطبخ اندماجي',
      cuisine: 'مطبخ سعودي اندماجي',
      hours: 'يوميًا من 1:00 ظهرًا حتى 1:00 بعد منتصف الليل',
      address: 'طريق الأمير محمد بن سلمان، الرياض',
      menuHighlights: ['مدفون لحم', 'أرز بالزعفران', 'تشيز كيك التمر'],
    },
  },
};

const restaurantsIn = (locale: Locale): Restaurant[] =>
  (Object.keys(RESTAURANT_PHOTOS) as RestaurantId[]).map((id) => ({
    id,
    slug: id,
    image: RESTAURANT_PHOTOS[id],
    link: `/eating/${id}`,
    ...RESTAURANT_TEXT[locale][id],
  }));

/** Featured restaurants, in each language: the same ids, slugs, photos and links. */
export const RESTAURANTS: Translations<Restaurant[]> = { en: restaurantsIn('en'), ar: restaurantsIn('ar') };

export const findRestaurant = (slug: string | undefined, locale: Locale = 'en') =>
  RESTAURANTS[locale].find((r) => r.slug === slug);

/** SPEC: every featured restaurant has five stars. */
export const RESTAURANT_STARS = 5;

/** SPEC: the fixed text and tags every featured restaurant card shows. */
export const RESTAURANT_CARD: Translations<{ distance: string; tags: string[]; tagsLabel: string; reserve: string }> = {
  en: {
    distance: '3.2 km from event venue',
    tags: ['$$$ • High-end', 'Reservation required', 'Traditional cuisine'],
    tagsLabel: 'Good to know',
    reserve: 'Reserve a Table',
  },
  ar: {
    distance: `على بُعد 3.2 كم من ${GLOSSARY.venue.ar}`,
    tags: ['$$$ • فئة راقية', 'الحجز مطلوب', 'مطبخ تقليدي'],
    tagsLabel: 'معلومات مفيدة',
    reserve: 'احجز طاولة',
  },
};

/** SPEC section 3: a cuisine type, how many restaurants serve it, and where its page is. */
export interface CuisineType {
  id: CuisineId;
  name: string;
  description: string;
  count: number;
  /** Made from the English name (SPEC's rule), the same in every language. */
  link: string;
}

/** SPEC section 3: the cuisine types, in display order, and how many restaurants serve each. */
const CUISINE_COUNTS = {
  'sushi-sashimi': 18,
  'ramen-noodles': 12,
  tempura: 8,
  izakaya: 15,
  kaiseki: 5,
  teppanyaki: 7,
  'street-food': 20,
  'wagashi-desserts': 10,
} as const;
export type CuisineId = keyof typeof CUISINE_COUNTS;

/** Each cuisine's name and what it is, for its page. Leftover Japan-template content, as SPEC describes. */
const CUISINE_TEXT: Translations<Record<CuisineId, { name: string; description: string }>> = {
  en: {
    'sushi-sashimi': {
      name: 'Sushi & Sashimi',
      description: 'Raw fish at its best: nigiri on seasoned rice and sashimi sliced to order.',
    },
    'ramen-noodles': {
      name: 'Ramen & Noodles',
      description: 'Rich broths with wheat noodles, plus soba and udon for lighter days.',
    },
    tempura: { name: 'Tempura', description: 'Seafood and vegetables in a feather-light batter, fried to order.' },
    izakaya: { name: 'Izakaya', description: 'Casual pubs for small plates, skewers and good company.' },
    kaiseki: { name: 'Kaiseki', description: 'Multi-course seasonal dining, as much art as meal.' },
    teppanyaki: {
      name: 'Teppanyaki',
      description: 'Beef, seafood and vegetables grilled on an iron plate in front of you.',
    },
    'street-food': { name: 'Street Food', description: 'Takoyaki, okonomiyaki and skewers from stalls and markets.' },
    'wagashi-desserts': {
      name: 'Wagashi & Desserts',
      description: 'Traditional sweets of rice, bean paste and fruit, served with tea.',
    },
  },
  ar: {
    'sushi-sashimi': {
      name: 'السوشي والساشيمي',
      description: 'السمك النيء في أبهى صوره: نيغيري على أرز متبّل، وساشيمي يُقطَّع حسب الطلب.',
    },
    'ramen-noodles': {
      name: 'الرامن والنودلز',
      description: 'مرق غني مع نودلز القمح، إلى جانب السوبا والأودون لمن يفضّل وجبة أخف.',
    },
    tempura: { name: 'التمبورا', description: 'مأكولات بحرية وخضروات بخليط خفيف كالريشة، تُقلى حسب الطلب.' },
    izakaya: {
      name: 'الإيزاكايا',
      description: 'مطاعم يابانية شعبية غير رسمية للأطباق الصغيرة والأسياخ والصحبة الطيبة.',
    },
    kaiseki: { name: 'الكايسيكي', description: 'وجبات موسمية متعددة الأطباق، هي فنٌّ بقدر ما هي طعام.' },
    teppanyaki: { name: 'التيبانياكي', description: 'لحم بقري ومأكولات بحرية وخضروات تُشوى على صفيحة حديدية أمامك.' },
    'street-food': { name: 'أطعمة الشوارع', description: 'تاكوياكي وأوكونومياكي وأسياخ مشوية من الأكشاك والأسواق.' },
    'wagashi-desserts': {
      name: 'الواغاشي والحلويات',
      description: 'حلويات تقليدية من الأرز ومعجون الفاصولياء والفواكه، تُقدَّم مع الشاي.',
    },
  },
};

/** SPEC: the cuisine link is the name lowercased, with ' & ' replaced by '-'. */
export const cuisineSlug = (name: string) => name.toLowerCase().replaceAll(' & ', '-');
export const cuisineLink = (name: string) => `/eating/cuisine/${cuisineSlug(name)}`;

const cuisinesIn = (locale: Locale): CuisineType[] =>
  (Object.keys(CUISINE_COUNTS) as CuisineId[]).map((id) => ({
    id,
    ...CUISINE_TEXT[locale][id],
    count: CUISINE_COUNTS[id],
    link: cuisineLink(CUISINE_TEXT.en[id].name),
  }));

/** SPEC section 3: cuisine types and their counts, in each language. */
export const CUISINE_TYPES: Translations<CuisineType[]> = { en: cuisinesIn('en'), ar: cuisinesIn('ar') };

/** Spellings that differ only by case, spaces and hyphens are one cuisine: 'street food', 'street-food', 'Street%20Food'. */
const cuisineKey = (slug: string) => slug.toLowerCase().replace(/[\s-]+/g, '');
/** The cuisine at a link's slug (made from its English name in every language), in `locale`. */
export const findCuisine = (slug: string | undefined, locale: Locale = 'en') =>
  slug === undefined
    ? undefined
    : CUISINE_TYPES[locale].find((c) => cuisineKey(cuisineSlug(CUISINE_TEXT.en[c.id].name)) === cuisineKey(slug));

const EXPERIENCES_PATH = '/eating/experiences';

export const EXPERIENCES_BLOCK: Translations<{ title: string; text: string; cta: string; to: string }> = {
  en: {
    title: 'Food Tours & Cooking Classes',
    text: 'Walk the souqs with a local guide, learn to make kabsa, or taste your way through Riyadh’s coffee culture.',
    cta: 'Browse Experiences',
    to: EXPERIENCES_PATH,
  },
  ar: {
    title: 'جولات الطعام ودروس الطبخ',
    text: 'تجوّل في الأسواق برفقة مرشد محلي، أو تعلّم إعداد الكبسة، أو اكتشف ثقافة القهوة في الرياض بالتذوّق.',
    cta: 'تصفّح التجارب',
    to: EXPERIENCES_PATH,
  },
};

export interface Experience {
  id: string;
  title: string;
  description: string;
  /** "3 hours", in the page's language. */
  duration: string;
  /** "$45 per person", in the page's language. */
  price: string;
}

type ExperienceId = 'souq-food-walk' | 'kabsa-class' | 'coffee-ceremony';

/** Each experience's length in hours and price per person in USD, in display order. */
const EXPERIENCE_FACTS: Record<ExperienceId, { hours: number; usd: number }> = {
  'souq-food-walk': { hours: 3, usd: 45 },
  'kabsa-class': { hours: 2.5, usd: 60 },
  'coffee-ceremony': { hours: 1.5, usd: 30 },
};

const EXPERIENCE_TEXT: Translations<
  Record<ExperienceId, { title: string; description: string }> & { perPerson: (price: string) => string }
> = {
  en: {
    'souq-food-walk': {
      title: 'Souq Food Walk',
      description: 'Three hours through Al Zal and Al Thumairi souqs, tasting dates, sambosa and fresh bread.',
    },
    'kabsa-class': {
      title: 'Kabsa Cooking Class',
      description: 'Cook Saudi Arabia’s national dish with a home chef, then share the meal.',
    },
    'coffee-ceremony': {
      title: 'Arabic Coffee Ceremony',
      description: 'Roast, grind and brew gahwa with cardamom, and learn the etiquette of serving it.',
    },
    perPerson: (price) => `${price} per person`,
  },
  ar: {
    'souq-food-walk': {
      title: 'جولة تذوّق في الأسواق',
      description: 'ثلاث ساعات بين سوق الزل وسوق الثميري، تتذوّق خلالها التمور والسمبوسة والخبز الطازج.',
    },
    'kabsa-class': {
      title: 'درس طبخ الكبسة',
      description: 'اطبخ الطبق الوطني للمملكة العربية السعودية مع طاهٍ منزلي، ثم تشاركا الوجبة.',
    },
    'coffee-ceremony': {
      title: 'مراسم القهوة العربية',
      description: 'حمّص القهوة واطحنها وحضّرها بالهيل، وتعرّف على آداب تقديمها.',
    },
    perPerson: (price) => `${price} للشخص الواحد`,
  },
};

const experiencesIn = (locale: Locale): Experience[] =>
  (Object.keys(EXPERIENCE_FACTS) as ExperienceId[]).map((id) => ({
    id,
    ...EXPERIENCE_TEXT[locale][id],
    duration: hoursLabel(EXPERIENCE_FACTS[id].hours, locale),
    price: EXPERIENCE_TEXT[locale].perPerson(wholeUsd(EXPERIENCE_FACTS[id].usd, locale)),
  }));

/** Food tours and cooking classes, in each language. */
export const EXPERIENCES: Translations<Experience[]> = { en: experiencesIn('en'), ar: experiencesIn('ar') };

/** What the dining pages tell search results and link previews (descriptions of at most 160 characters). */
export interface DiningMeta {
  dining: PageMeta;
  experiences: PageMeta;
  /** A restaurant's page: what it serves, where and when. */
  restaurant: (restaurant: Restaurant) => PageMeta;
  /** A cuisine type's page. */
  cuisine: (cuisine: CuisineType) => PageMeta;
}

export const DINING_META: Translations<DiningMeta> = {
  en: {
    dining: {
      title: 'Dining',
      image: DINING_IMAGE,
      description:
        'Where to eat during the expo: Najd Village, The Globe and Takya in Riyadh, cuisine types from sushi to street food, and food tours and cooking classes.',
    },
    experiences: {
      title: EXPERIENCES_BLOCK.en.title,
      description:
        'A souq food walk, a kabsa cooking class and an Arabic coffee ceremony in Riyadh, from $30 per person, booked through our concierge.',
    },
    restaurant: (restaurant) => ({
      title: restaurant.title,
      description: `${restaurant.description} ${restaurant.hours}.`,
    }),
    cuisine: (cuisine) => ({
      title: cuisine.name,
      description: `${cuisine.description} ${cuisine.count} ${cuisine.name} restaurants in our guide.`,
    }),
  },
  ar: {
    dining: {
      title: 'المطاعم',
      image: DINING_IMAGE,
      description:
        'أين تتناول طعامك خلال الإكسبو: قرية نجد وذا جلوب وتكيّة في الرياض، ومطابخ متنوعة من السوشي إلى أطعمة الشوارع، وجولات الطعام ودروس الطبخ.',
    },
    experiences: {
      title: EXPERIENCES_BLOCK.ar.title,
      description:
        'جولة تذوّق في الأسواق، ودرس لطبخ الكبسة، ومراسم القهوة العربية في الرياض، ابتداءً من 30 دولارًا للشخص، تُحجز عبر الكونسيرج لدينا.',
    },
    restaurant: (restaurant) => ({
      title: restaurant.title,
      description: `${restaurant.description} ${restaurant.hours}.`,
    }),
    cuisine: (cuisine) => ({
      title: cuisine.name,
      description: `${cuisine.description} في دليلنا ${restaurantCount(cuisine.count, 'ar')} من فئة ${cuisine.name}.`,
    }),
  },
};

/** Home's dining block. */
export const CULINARY_WIDGET: Translations<{ title: string; subtitle: string; viewAll: string; viewAllLabel: string }> =
  {
    en: {
      title: 'Culinary Experiences',
      subtitle: 'Taste Saudi Arabia between pavilions: our favourite restaurants near the expo.',
      viewAll: '/eating',
      viewAllLabel: 'View all restaurants',
    },
    ar: {
      title: 'تجارب الطعام',
      subtitle: 'تذوّق نكهات السعودية بين الأجنحة: مطاعمنا المفضلة بالقرب من الإكسبو.',
      viewAll: '/eating',
      viewAllLabel: 'عرض كل المطاعم',
    },
  };
