import {
  formatUsd,
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

// The Housing section's copy in every language, and the data both languages share (ids, slugs,
// photos, links, prices, colours). Components read the copy with useTranslation; code that is not
// a component picks it with the page's locale.

/** SPEC section 3: an affiliate hotel listing, as /api/cj/hotels answers it. */
export interface AffiliateHotelListing {
  id: string;
  title: string;
  description: string;
  /** USD per night. */
  price: number;
  image: string;
  link: string;
  badge: string;
  location: string;
  /** May be fractional. */
  rating: number;
  amenities: string[];
}

/** SPEC section 3: an accommodation provider of the Accommodation section. */
export interface AccommodationProvider {
  id: string;
  name: string;
  description: string;
  icon: string;
  url: string;
  color: string;
}

const HOUSING_IMAGE = 'https://images.unsplash.com/photo-1566073771259-6a8506099945?auto=format&fit=crop&w=1600&q=70';

export const HOUSING_PAGE: Translations<SectionPageCopy> = {
  en: {
    title: 'Find Your Perfect Stay',
    subtitle: 'Hotels, apartments and homes near Riyadh Expo City, from our booking partners.',
    image: HOUSING_IMAGE,
    introTitle: 'Places to stay',
    intro:
      'Search partner hotels by location and dates, compare recommended accommodations, or ask our concierge for help with your booking.',
  },
  ar: {
    title: 'اعثر على إقامتك المثالية',
    subtitle: 'فنادق وشقق ومنازل بالقرب من مدينة إكسبو الرياض، من شركائنا في الحجز.',
    image: HOUSING_IMAGE,
    introTitle: 'أماكن الإقامة',
    intro:
      'ابحث في الفنادق الشريكة حسب الموقع والتواريخ، وقارن بين أماكن الإقامة الموصى بها، أو اطلب من الكونسيرج لدينا المساعدة في حجزك.',
  },
};

/**
 * SPEC section 9: hotel search defaults. The location is a query value, the same in every language;
 * the search field shows it by its name in the page's language (HOTEL_SEARCH_COPY's defaultLocation).
 */
export const HOTEL_SEARCH_DEFAULTS = {
  location: GLOSSARY.osaka.en,
  checkInDays: 7,
  checkOutDays: 10,
  guests: 2,
  rooms: 1,
};
export const GUEST_OPTIONS = [1, 2, 3, 4, 5, 6] as const;

/** A number of guests in Arabic, with its plural forms (ضيف واحد، ضيفان، 3 ضيوف، 11 ضيفًا، 100 ضيف). */
function arabicGuestCount(guests: number): string {
  const { intlLocale } = LOCALE_INFO.ar;
  const digits = numberFormat(intlLocale).format(guests);
  switch (pluralRules(intlLocale).select(guests)) {
    case 'one':
      return 'ضيف واحد';
    case 'two':
      return 'ضيفان';
    case 'few':
      return `${digits} ضيوف`;
    case 'many':
      return `${digits} ضيفًا`;
    default:
      return `${digits} ضيف`;
  }
}

/** The hotel search form's labels. */
export interface HotelSearchCopy {
  formLabel: string;
  location: string;
  /** The default location's name, which the field shows (and searches for by its query value). */
  defaultLocation: string;
  checkIn: string;
  checkOut: string;
  guests: string;
  /** An option of the guests field: "2 Guests". */
  guestCount: (guests: number) => string;
  search: string;
}

export const HOTEL_SEARCH_COPY: Translations<HotelSearchCopy> = {
  en: {
    formLabel: 'Hotel search',
    location: 'Location',
    defaultLocation: HOTEL_SEARCH_DEFAULTS.location,
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    guestCount: (guests) => (guests === 1 ? '1 Guest' : `${guests} Guests`),
    search: 'Search',
  },
  ar: {
    formLabel: 'البحث عن فندق',
    location: 'الموقع',
    defaultLocation: GLOSSARY.osaka.ar,
    checkIn: 'تاريخ الوصول',
    checkOut: 'تاريخ المغادرة',
    guests: 'الضيوف',
    guestCount: arabicGuestCount,
    search: 'بحث',
  },
};

/** The partner hotel list: its heading, its states and a card's words. */
export interface HotelListCopy {
  title: string;
  loading: string;
  errorTitle: string;
  errorMessage: string;
  demoNote: string;
  emptyTitle: string;
  emptyAdvice: string;
  dateOrderError: string;
  /** After a card's price. */
  perNight: string;
  viewDeal: string;
  amenities: string;
}

export const HOTEL_LIST_COPY: Translations<HotelListCopy> = {
  en: {
    title: 'Partner Hotels',
    loading: 'Loading hotels',
    errorTitle: 'Error loading hotels',
    errorMessage: 'Failed to load hotel listings. Please try again later.',
    demoNote: 'Showing demo hotels in the meantime: prices and availability are examples.',
    emptyTitle: 'No hotels found',
    emptyAdvice: 'Try adjusting your search dates or guests, or explore other locations.',
    dateOrderError: 'Check-out must be after check-in.',
    perNight: '/night',
    viewDeal: 'View Deal',
    amenities: 'Amenities',
  },
  ar: {
    title: 'الفنادق الشريكة',
    loading: 'جارٍ تحميل الفنادق',
    errorTitle: 'تعذّر تحميل الفنادق',
    errorMessage: 'تعذّر تحميل قائمة الفنادق. يرجى المحاولة مرة أخرى لاحقًا.',
    demoNote: 'نعرض في الأثناء فنادق تجريبية: الأسعار والتوفّر مجرد أمثلة.',
    emptyTitle: 'لم يُعثر على فنادق',
    emptyAdvice: 'جرّب تعديل تواريخ البحث أو عدد الضيوف، أو استكشف مواقع أخرى.',
    dateOrderError: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول.',
    perNight: ' لليلة',
    viewDeal: 'اطّلع على العرض',
    amenities: 'المرافق',
  },
};

/** The words of the housing pages that are not a place's, a provider's or a hotel's. */
export interface HousingCopy {
  recommendedTitle: string;
  viewDetails: string;
  bookNow: string;
  backToHousing: string;
  notFound: { title: string; message: string };
  /** A place's starting price, given in the page's currency format: "From $120.00/night". */
  priceFrom: (price: string) => string;
  highlights: string;
  bookWithPartners: string;
}

export const HOUSING_COPY: Translations<HousingCopy> = {
  en: {
    recommendedTitle: 'Recommended Accommodations',
    viewDetails: 'View Details',
    bookNow: 'Book Now',
    backToHousing: 'Back to Housing',
    notFound: {
      title: 'Accommodation not found',
      message: "We couldn't find that place to stay. It may have been renamed or removed.",
    },
    priceFrom: (price) => `From ${price}/night`,
    highlights: 'Highlights',
    bookWithPartners: 'Book with our partners',
  },
  ar: {
    recommendedTitle: 'أماكن إقامة موصى بها',
    viewDetails: 'عرض التفاصيل',
    bookNow: 'احجز الآن',
    backToHousing: 'العودة إلى الإقامة',
    notFound: { title: 'مكان الإقامة غير موجود', message: 'لم نعثر على مكان الإقامة هذا. ربما تغيّر اسمه أو أُزيل.' },
    priceFrom: (price) => `ابتداءً من ${price} لليلة`,
    highlights: 'أبرز المزايا',
    bookWithPartners: 'احجز عبر شركائنا',
  },
};

export interface Accommodation extends CardItem {
  slug: string;
  address: string;
  distance: string;
  priceFrom: number;
  highlights: string[];
}

type AccommodationId = 'four-seasons-riyadh' | 'al-faisaliah' | 'centro-waha';
type AccommodationText = Pick<Accommodation, 'title' | 'description' | 'badge' | 'address' | 'distance' | 'highlights'>;

/** Recommended accommodations, in display order: their id (also their slug), photo and starting price. */
const ACCOMMODATION_FACTS: Record<AccommodationId, { image: string; priceFrom: number }> = {
  'four-seasons-riyadh': {
    image: 'https://images.unsplash.com/photo-1542314831-068cd1dbfeeb?auto=format&fit=crop&w=800&q=70',
    priceFrom: 420,
  },
  'al-faisaliah': {
    image: 'https://images.unsplash.com/photo-1551882547-ff40c63fe5fa?auto=format&fit=crop&w=800&q=70',
    priceFrom: 310,
  },
  'centro-waha': {
    image: 'https://images.unsplash.com/photo-1590490360182-c33d57733427?auto=format&fit=crop&w=800&q=70',
    priceFrom: 120,
  },
};

/** What each recommended accommodation says (SPEC: housing badges Luxury, Premium, Value). */
const ACCOMMODATION_TEXT: Translations<Record<AccommodationId, AccommodationText>> = {
  en: {
    'four-seasons-riyadh': {
      title: 'Four Seasons Riyadh',
      description:
        'Five-star rooms high in Kingdom Centre, with skyline views, a spa and fine dining twenty minutes from the expo.',
      badge: 'Luxury',
      address: 'Kingdom Centre, King Fahd Road, Riyadh',
      distance: '18 km from the event venue',
      highlights: ['Spa and indoor pool', 'Skyline views', 'Airport transfers on request'],
    },
    'al-faisaliah': {
      title: 'Al Faisaliah',
      description:
        'A landmark hotel in the Al Faisaliah Tower with generous suites, butler service and quick access to the metro.',
      badge: 'Premium',
      address: 'Al Faisaliah Tower, King Fahd Road, Riyadh',
      distance: '16 km from the event venue',
      highlights: ['Butler service', 'Metro nearby', 'Business centre'],
    },
    'centro-waha': {
      title: 'Centro Waha',
      description: 'Bright, modern rooms at a friendly price, with a rooftop pool and free shuttles on expo days.',
      badge: 'Value',
      address: 'Imam Saud Bin Abdulaziz Road, Riyadh',
      distance: '9 km from the event venue',
      highlights: ['Rooftop pool', 'Free expo shuttle', 'Breakfast included'],
    },
  },
  ar: {
    'four-seasons-riyadh': {
      title: 'فورسيزونز الرياض',
      description:
        'غرف من فئة الخمس نجوم في أعالي برج المملكة، مع إطلالات على أفق المدينة ومنتجع صحي ومطاعم راقية، على بُعد عشرين دقيقة من الإكسبو.',
      badge: 'فاخر',
      address: 'برج المملكة، طريق الملك فهد، الرياض',
      distance: `على بُعد 18 كم من ${GLOSSARY.venue.ar}`,
      highlights: ['منتجع صحي ومسبح داخلي', 'إطلالات على أفق المدينة', 'توصيل من المطار عند الطلب'],
    },
    'al-faisaliah': {
      title: 'الفيصلية',
      description: 'فندق من معالم المدينة في برج الفيصلية، بأجنحة فسيحة وخدمة خادم شخصي ووصول سريع إلى المترو.',
      badge: 'متميز',
      address: 'برج الفيصلية، طريق الملك فهد، الرياض',
      distance: `على بُعد 16 كم من ${GLOSSARY.venue.ar}`,
      highlights: ['خدمة الخادم الشخصي', 'محطة مترو قريبة', 'مركز أعمال'],
    },
    'centro-waha': {
      title: 'سنترو واحة',
      description: 'غرف عصرية مشرقة بسعر مناسب، مع مسبح على السطح وحافلات نقل مجانية في أيام الإكسبو.',
      badge: 'اقتصادي',
      address: 'طريق الإمام سعود بن عبدالعزيز، الرياض',
      distance: `على بُعد 9 كم من ${GLOSSARY.venue.ar}`,
      highlights: ['مسبح على السطح', 'حافلة نقل مجانية إلى الإكسبو', 'الإفطار مشمول'],
    },
  },
};

const accommodationsIn = (locale: Locale): Accommodation[] =>
  (Object.keys(ACCOMMODATION_FACTS) as AccommodationId[]).map((id) => ({
    id,
    slug: id,
    ...ACCOMMODATION_TEXT[locale][id],
    image: ACCOMMODATION_FACTS[id].image,
    link: `/housing/${id}`,
    priceFrom: ACCOMMODATION_FACTS[id].priceFrom,
  }));

/** Recommended accommodations, in each language: the same ids, slugs, photos, links and prices. */
export const ACCOMMODATIONS: Translations<Accommodation[]> = { en: accommodationsIn('en'), ar: accommodationsIn('ar') };

export const findAccommodation = (slug: string | undefined, locale: Locale = 'en') =>
  ACCOMMODATIONS[locale].find((a) => a.slug === slug);

/** /housing/all: every accommodation we recommend, and where to find more. */
export const ALL_ACCOMMODATIONS_PAGE: Translations<{ title: string; subtitle: string; link: string; viewAll: string }> =
  {
    en: {
      title: 'All Accommodations',
      subtitle: 'Every stay we recommend near Riyadh Expo City, and our partners for more.',
      link: '/housing/all',
      viewAll: 'View All Accommodations',
    },
    ar: {
      title: 'جميع أماكن الإقامة',
      subtitle: 'كل أماكن الإقامة التي نوصي بها بالقرب من مدينة إكسبو الرياض، وشركاؤنا لمزيد من الخيارات.',
      link: '/housing/all',
      viewAll: 'عرض جميع أماكن الإقامة',
    },
  };

/** What the housing pages tell search results and link previews (descriptions of at most 160 characters). */
export interface HousingMeta {
  housing: PageMeta;
  all: PageMeta;
  /** An accommodation's page; its /details view lists the highlights, and says so. */
  accommodation: (accommodation: Accommodation, details: boolean) => PageMeta;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const HOUSING_META: Translations<HousingMeta> = {
  en: {
    housing: {
      title: 'Housing',
      image: HOUSING_IMAGE,
      description:
        'Search partner hotels near Riyadh Expo City by dates and guests, compare our recommended stays from $120 a night, and get help from our concierge.',
    },
    all: {
      title: ALL_ACCOMMODATIONS_PAGE.en.title,
      description:
        'Four Seasons Riyadh, Al Faisaliah and Centro Waha, plus hotels, homes and vacation rentals from Booking.com, Airbnb and Vrbo near the expo.',
    },
    accommodation: (accommodation, details) => {
      const price = `From ${formatUsd(accommodation.priceFrom)} a night`;
      if (!details) return { title: accommodation.title, description: `${accommodation.description} ${price}.` };
      return {
        title: `${accommodation.title} Highlights`,
        description: `${accommodation.title}: ${accommodation.highlights.map(lowerFirst).join(', ')}. ${price}, ${accommodation.distance}.`,
      };
    },
  },
  ar: {
    housing: {
      title: 'الإقامة',
      image: HOUSING_IMAGE,
      description:
        'ابحث في الفنادق الشريكة قرب مدينة إكسبو الرياض حسب التواريخ وعدد الضيوف، وقارن بين أماكن الإقامة الموصى بها ابتداءً من 120 دولارًا لليلة، واستعن بالكونسيرج.',
    },
    all: {
      title: ALL_ACCOMMODATIONS_PAGE.ar.title,
      description:
        'فورسيزونز الرياض والفيصلية وسنترو واحة، إلى جانب فنادق ومنازل وبيوت عطلات من Booking.com وAirbnb وVrbo بالقرب من الإكسبو.',
    },
    accommodation: (accommodation, details) => {
      const price = `ابتداءً من ${formatUsd(accommodation.priceFrom, LOCALE_INFO.ar.intlLocale)} لليلة`;
      if (!details) return { title: accommodation.title, description: `${accommodation.description} ${price}.` };
      return {
        title: `أبرز مزايا ${accommodation.title}`,
        description: `${accommodation.title}: ${accommodation.highlights.join('، ')}. ${price}، ${accommodation.distance}.`,
      };
    },
  },
};

/** An accommodation's page metadata in `locale` (English unless told). */
export function accommodationMeta(accommodation: Accommodation, details: boolean, locale: Locale = 'en'): PageMeta {
  return HOUSING_META[locale].accommodation(accommodation, details);
}

/** SPEC "Accommodation section": three kinds of provider (their names are brands, the same in every language). */
type ProviderId = 'booking' | 'airbnb' | 'vrbo';
const PROVIDERS: Record<ProviderId, Omit<AccommodationProvider, 'id' | 'description'>> = {
  booking: { name: 'Booking.com', icon: 'hotel', url: 'https://www.booking.com/', color: '#003580' },
  airbnb: { name: 'Airbnb', icon: 'home', url: 'https://www.airbnb.com/', color: '#c13515' },
  vrbo: { name: 'Vrbo', icon: 'villa', url: 'https://www.vrbo.com/', color: '#1d4fc4' },
};

const PROVIDER_DESCRIPTIONS: Translations<Record<ProviderId, string>> = {
  en: {
    booking: 'Online booking platform with hotels of every size around Riyadh.',
    airbnb: 'Home-rental marketplace: apartments and private rooms hosted by locals.',
    vrbo: 'Vacation-rental platform for whole homes, ideal for families and groups.',
  },
  ar: {
    booking: 'منصة حجز إلكترونية تضم فنادق بمختلف الأحجام في أنحاء الرياض.',
    airbnb: 'سوق لتأجير المنازل: شقق وغرف خاصة يستضيفك فيها السكان المحليون.',
    vrbo: 'منصة لتأجير بيوت العطلات كاملةً، مثالية للعائلات والمجموعات.',
  },
};

const providersIn = (locale: Locale): AccommodationProvider[] =>
  (Object.keys(PROVIDERS) as ProviderId[]).map((id) => ({
    id,
    name: PROVIDERS[id].name,
    description: PROVIDER_DESCRIPTIONS[locale][id],
    icon: PROVIDERS[id].icon,
    url: PROVIDERS[id].url,
    color: PROVIDERS[id].color,
  }));

export const ACCOMMODATION_PROVIDERS: Translations<AccommodationProvider[]> = {
  en: providersIn('en'),
  ar: providersIn('ar'),
};

/** Brand names shown in Latin letters in every language. */
export const BRAND_NAMES = ['Booking.com', 'Airbnb', 'Vrbo', 'Expedia', 'Hotels.com', 'Agoda'] as const;

export interface BookingPartnersCopy {
  title: string;
  text: string;
  /** Word marks: brand names. */
  partners: string[];
  partnersLabel: string;
  /** SPEC section 9: the promo code text with its {key}. */
  promo: (code: string) => string;
}

export const BOOKING_PARTNERS: Translations<BookingPartnersCopy> = {
  en: {
    title: 'Our Booking Partners',
    text: 'Listings come from trusted partners. Booking through these links supports Expo Guide at no extra cost to you.',
    partners: ['Booking.com', 'Expedia', 'Hotels.com', 'Agoda'],
    partnersLabel: 'Partner logos',
    promo: (code) => `Use promo code ${code} at checkout for an exclusive expo rate.`,
  },
  ar: {
    title: 'شركاؤنا في الحجز',
    text: `تأتي القوائم من شركاء موثوقين. والحجز عبر هذه الروابط يدعم ${GLOSSARY.brand.ar} دون أي تكلفة إضافية عليك.`,
    partners: ['Booking.com', 'Expedia', 'Hotels.com', 'Agoda'],
    partnersLabel: 'شعارات الشركاء',
    promo: (code) => `استخدم رمز الخصم ${code} عند إتمام الحجز لتحصل على سعر حصري للإكسبو.`,
  },
};

export const CONCIERGE: Translations<{ title: string; text: string; cta: string; to: string }> = {
  en: {
    title: 'Need help finding a place?',
    text: 'Our concierge team can suggest places to stay for groups, families and accessible rooms.',
    cta: 'Contact Concierge',
    to: '/contact',
  },
  ar: {
    title: 'هل تحتاج إلى مساعدة في إيجاد مكان للإقامة؟',
    text: 'يستطيع فريق الكونسيرج لدينا أن يقترح عليك أماكن إقامة للمجموعات والعائلات، وغرفًا مهيّأة لذوي الإعاقة.',
    cta: 'تواصل مع الكونسيرج',
    to: '/contact',
  },
};

export const ACCOMMODATION_SECTION: Translations<{
  title: string;
  subtitle: string;
  browse: string;
  assistanceTitle: string;
  assistanceText: string;
}> = {
  en: {
    title: 'Find Your Perfect Stay',
    subtitle: 'Compare hotels, homes and vacation rentals from trusted providers.',
    browse: 'Browse Options',
    assistanceTitle: 'Need assistance with booking?',
    assistanceText: 'Our concierge can help with group bookings, accessibility needs and late arrivals.',
  },
  ar: {
    title: 'اعثر على إقامتك المثالية',
    subtitle: 'قارن بين الفنادق والمنازل وبيوت العطلات من مزوّدين موثوقين.',
    browse: 'تصفّح الخيارات',
    assistanceTitle: 'هل تحتاج إلى مساعدة في الحجز؟',
    assistanceText: 'يستطيع الكونسيرج لدينا مساعدتك في حجوزات المجموعات واحتياجات ذوي الإعاقة والوصول في وقت متأخر.',
  },
};

/** SPEC: a static sample listing on the housing page (its price in whole US dollars, in the page's format). */
export const SAMPLE_STAY: Translations<{ title: string; price: string; distance: string }> = {
  en: { title: 'Typical stay near the venue', price: '$120/night', distance: '2.5 km from event venue' },
  ar: {
    title: `${GLOSSARY.typicalPrice.ar} للإقامة بالقرب من ${GLOSSARY.venue.ar}`,
    price: `${formatWholeUsd(120, LOCALE_INFO.ar.intlLocale)} لليلة`,
    distance: `على بُعد 2.5 كم من ${GLOSSARY.venue.ar}`,
  },
};
