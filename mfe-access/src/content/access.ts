import { GLOSSARY, type PageMeta, type SectionPageCopy, type Translations } from 'shared';

// The Access section's copy in every language, and the data both languages share (links, phone,
// email, coordinates, image and map URLs). Components read the copy with useTranslation; code that
// is not a component picks it with the page's locale.

const ACCESS_IMAGE = 'https://images.unsplash.com/photo-1474487548417-781cb71495f3?auto=format&fit=crop&w=1600&q=70';

export const ACCESS_PAGE: Translations<SectionPageCopy> = {
  en: {
    title: 'Access & Directions',
    subtitle: 'How to reach the venue by train, bus, car or plane, with opening hours and visitor services.',
    image: ACCESS_IMAGE,
    introTitle: 'Getting here',
    intro: 'Everything you need to plan your journey.',
  },
  ar: {
    title: 'الوصول والاتجاهات',
    subtitle: `كيف تصل إلى ${GLOSSARY.venue.ar} بالقطار أو الحافلة أو السيارة أو الطائرة، مع ${GLOSSARY.openingHours.ar} وخدمات الزوار.`,
    image: ACCESS_IMAGE,
    introTitle: 'الوصول إلينا',
    intro: 'كل ما تحتاج إليه للتخطيط لرحلتك.',
  },
};

/** What /access tells search results and link previews (a description of at most 160 characters). */
export const ACCESS_META: Translations<PageMeta> = {
  en: {
    title: 'Access',
    image: ACCESS_IMAGE,
    description:
      'How to reach Riyadh Expo City by train, bus, car or plane, with opening hours, accessibility services, the area around the venue and concierge help.',
  },
  ar: {
    title: GLOSSARY.access.ar,
    image: ACCESS_IMAGE,
    description: `كيف تصل إلى مدينة إكسبو الرياض بالقطار أو الحافلة أو السيارة أو الطائرة، مع ${GLOSSARY.openingHours.ar} و${GLOSSARY.accessibility.ar} والمنطقة المحيطة ومساعدة خدمة الكونسيرج.`,
  },
};

export type AccessInfoPageId = 'venue' | 'accessibility' | 'contact';

/** A site-wide page of this section: its heading, introduction and description. */
export interface AccessInfoPage {
  title: string;
  intro: string;
  description: string;
}

/** The site-wide pages this section provides: heading, introduction and description. */
export const ACCESS_INFO_PAGES: Translations<Record<AccessInfoPageId, AccessInfoPage>> = {
  en: {
    venue: {
      title: 'The Venue',
      intro: 'Riyadh Expo City on King Salman Road: where it is, when it is open and how to reach us.',
      description:
        'Riyadh Expo City, King Salman Road: address, opening hours (daily 9:00 AM – 10:00 PM, last entry 8:30 PM), phone, email and a map of the venue.',
    },
    accessibility: {
      title: 'Accessibility',
      intro: 'Everyone should enjoy the expo. This is what the venue offers, and how to ask for help.',
      description:
        'Step-free routes, free wheelchairs and scooters, accessible restrooms, quiet rooms and sign-language guides at the expo, with 48 hours’ notice.',
    },
    contact: {
      title: 'Contact Us',
      intro: 'Our visitor concierge helps with bookings, groups, accessibility requests and directions.',
      description:
        'Reach the Expo Guide visitor concierge by phone or email for bookings, groups, accessibility requests and directions to Riyadh Expo City.',
    },
  },
  ar: {
    venue: {
      title: GLOSSARY.venue.ar,
      intro: 'مدينة إكسبو الرياض على طريق الملك سلمان: أين تقع، ومتى تفتح أبوابها، وكيف تصل إلينا.',
      description: `مدينة إكسبو الرياض، طريق الملك سلمان: العنوان و${GLOSSARY.openingHours.ar} (يوميًا 9:00 صباحًا – 10:00 مساءً، وآخر دخول 8:30 مساءً) والهاتف والبريد الإلكتروني والخريطة.`,
    },
    accessibility: {
      title: GLOSSARY.accessibility.ar,
      intro: `من حق الجميع الاستمتاع بالإكسبو. إليك ما يوفره ${GLOSSARY.venue.ar}، وكيف تطلب المساعدة.`,
      description:
        'مسارات خالية من الدرج، وكراسٍ متحركة ودراجات تنقّل مجانية، ودورات مياه مهيأة، وغرف هادئة، ومرشدون بلغة الإشارة في الإكسبو، بإشعار مسبق قبل 48 ساعة.',
    },
    contact: {
      title: 'اتصل بنا',
      intro: `تساعدك خدمة الكونسيرج للزوار في الحجوزات والمجموعات وطلبات ${GLOSSARY.accessibility.ar} والاتجاهات.`,
      description: `تواصل مع خدمة الكونسيرج لزوار ${GLOSSARY.brand.ar} هاتفيًا أو بالبريد الإلكتروني للحجوزات والمجموعات وطلبات ${GLOSSARY.accessibility.ar} والاتجاهات إلى مدينة إكسبو الرياض.`,
    },
  },
};

/** The venue's contact and position: the same in every language. */
export const VENUE_CONTACT = {
  phone: '+966 11 555 0100',
  email: 'visitors@expo-guide.example',
  latitude: 24.8607,
  longitude: 46.7286,
};

/** The venue's name, address and opening hours, as the pages write them. */
export interface VenueCopy {
  name: string;
  addressLines: string[];
  hours: string[];
}

export const VENUE: Translations<VenueCopy> = {
  en: {
    name: 'Riyadh Expo City',
    addressLines: ['King Salman Road', 'Riyadh, Saudi Arabia'],
    hours: ['Daily 9:00 AM – 10:00 PM', 'Last entry 8:30 PM'],
  },
  ar: {
    name: 'مدينة إكسبو الرياض',
    addressLines: ['طريق الملك سلمان', 'الرياض، المملكة العربية السعودية'],
    hours: ['يوميًا 9:00 صباحًا – 10:00 مساءً', 'آخر دخول 8:30 مساءً'],
  },
};

const { latitude, longitude } = VENUE_CONTACT;

/** The map's links: the same in every language. */
export const MAP = {
  /** The maps service's token is public configuration (a placeholder unless PUBLIC_MAP_TOKEN is set). */
  staticImageUrl: (token: string) =>
    `https://api.mapbox.com/styles/v1/mapbox/streets-v12/static/pin-l+0b5d4b(${longitude},${latitude})/${longitude},${latitude},13,0/960x480@2x?access_token=${encodeURIComponent(token)}`,
  interactiveUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`,
};

export type TransportModeId = 'train' | 'bus' | 'car' | 'plane';

export interface TransportMode {
  id: TransportModeId;
  label: string;
  heading: string;
  steps: string[];
  note?: string;
}

/**
 * Static directions. They come from the Japan-event template (Tokyo, Narita, Haneda, yen) and stay
 * as the product spec describes (SPEC sections 1 and 9); the Arabic says the same.
 */
export const TRANSPORT_MODES: Translations<TransportMode[]> = {
  en: [
    {
      id: 'train',
      label: 'Train',
      heading: 'By train',
      steps: [
        'From Tokyo Station, take the JR Keiyo Line towards Soga and get off at Kaihimmakuhari Station (about 30 minutes).',
        'Leave by the south exit and follow the event signs: the venue entrance is a 5-minute walk.',
        'On busy days extra trains run every 10 minutes between 9:00 AM and 11:00 AM.',
      ],
      note: 'IC cards (Suica, PASMO) work on every line to the venue.',
    },
    {
      id: 'bus',
      label: 'Bus',
      heading: 'By bus',
      steps: [
        "Local buses stop at the venue's main gate; a single ride costs ¥210.",
        'The Airport Limousine bus runs directly to the venue: ¥3,100 from Narita Airport and ¥1,130 from Haneda Airport.',
        'Buy limousine tickets at the airport counters in the arrivals hall.',
      ],
    },
    {
      id: 'car',
      label: 'Car',
      heading: 'By car',
      steps: [
        'Take the Higashi-Kanto Expressway and leave at the Wangan-Narashino exit; follow the event signs for 10 minutes.',
        'The venue car park has 60 spaces, at ¥300–500 per hour.',
        'Spaces fill by mid-morning on weekends: public transport is recommended.',
      ],
      note: 'Accessible parking bays are next to the main entrance.',
    },
    {
      id: 'plane',
      label: 'Plane',
      heading: 'By plane',
      steps: [
        'Narita International Airport: the Airport Limousine bus (¥3,100) or a taxi (¥20,000–30,000).',
        'Haneda Airport: the Airport Limousine bus (¥1,130) or a taxi (¥5,000–9,000).',
        'From either airport, allow 60–90 minutes to the venue depending on traffic.',
      ],
    },
  ],
  ar: [
    {
      id: 'train',
      label: 'القطار',
      heading: 'بالقطار',
      steps: [
        'من محطة طوكيو، استقل قطار خط كيّو التابع لشركة JR المتجه إلى سوغا، وانزل في محطة كايهين-ماكوهاري (نحو 30 دقيقة).',
        `اخرج من المخرج الجنوبي واتبع لافتات الفعالية: يبعد مدخل ${GLOSSARY.venue.ar} 5 دقائق سيرًا على الأقدام.`,
        'في أيام الازدحام تسيَّر قطارات إضافية كل 10 دقائق بين 9:00 صباحًا و11:00 صباحًا.',
      ],
      note: `تُقبل بطاقات IC (مثل Suica وPASMO) على جميع الخطوط المؤدية إلى ${GLOSSARY.venue.ar}.`,
    },
    {
      id: 'bus',
      label: 'الحافلة',
      heading: 'بالحافلة',
      steps: [
        `تتوقف الحافلات المحلية عند البوابة الرئيسية ل${GLOSSARY.venue.ar}، وتبلغ أجرة الرحلة الواحدة ¥210.`,
        `تنقلك حافلة «ليموزين المطار» مباشرةً إلى ${GLOSSARY.venue.ar}: بأجرة ¥3,100 من مطار ناريتا و¥1,130 من مطار هانيدا.`,
        'اشترِ تذاكر حافلة الليموزين من منافذ البيع في صالة الوصول بالمطار.',
      ],
    },
    {
      id: 'car',
      label: 'السيارة',
      heading: 'بالسيارة',
      steps: [
        'اسلك طريق هيغاشي-كانتو السريع واخرج عند مخرج وانغان-ناراشينو، ثم اتبع لافتات الفعالية مدة 10 دقائق.',
        `يضم موقف سيارات ${GLOSSARY.venue.ar} 60 موقفًا، بأجرة ¥300–500 للساعة.`,
        'تمتلئ المواقف في عطلات نهاية الأسبوع قبل منتصف النهار: لذا ننصح باستخدام وسائل النقل العام.',
      ],
      note: 'تقع مواقف السيارات المخصصة لذوي الإعاقة بجوار المدخل الرئيسي.',
    },
    {
      id: 'plane',
      label: 'الطائرة',
      heading: 'بالطائرة',
      steps: [
        'مطار ناريتا الدولي: حافلة «ليموزين المطار» (¥3,100) أو سيارة أجرة (¥20,000–30,000).',
        'مطار هانيدا: حافلة «ليموزين المطار» (¥1,130) أو سيارة أجرة (¥5,000–9,000).',
        `من أيٍّ من المطارين، خصّص 60–90 دقيقة للوصول إلى ${GLOSSARY.venue.ar} بحسب حركة المرور.`,
      ],
    },
  ],
};

export const DEFAULT_TRANSPORT_MODE: TransportModeId = 'train';

/** A titled list of points (accessibility, the area around the venue). */
export interface InfoListCopy {
  title: string;
  points: string[];
}

export const ACCESSIBILITY_INFO: Translations<InfoListCopy> = {
  en: {
    title: 'Accessibility',
    points: [
      'Step-free routes from every entrance, with lifts to all pavilion levels.',
      'Wheelchairs and mobility scooters can be borrowed free of charge at the main gate.',
      'Accessible restrooms on every floor, and quiet rooms near the visitor centre.',
      "Sign-language guides and other assistance can be arranged: requests need at least 48 hours' notice.",
    ],
  },
  ar: {
    title: GLOSSARY.accessibility.ar,
    points: [
      'مسارات خالية من الدرج من كل مدخل، مع مصاعد إلى جميع طوابق الأجنحة.',
      'يمكن استعارة الكراسي المتحركة ودراجات التنقّل الكهربائية مجانًا من البوابة الرئيسية.',
      'دورات مياه مهيأة لذوي الإعاقة في كل طابق، وغرف هادئة بالقرب من مركز الزوار.',
      'يمكن ترتيب مرشدين بلغة الإشارة وغير ذلك من أشكال المساعدة: يجب تقديم الطلبات قبل 48 ساعة على الأقل.',
    ],
  },
};

export const LOCAL_AREA_INFO: Translations<InfoListCopy> = {
  en: {
    title: 'Around the venue',
    points: [
      'Cafés, restaurants and convenience stores within a 5-minute walk of the main gate.',
      'ATMs and currency exchange at the visitor centre.',
      'Luggage lockers at the train station and at the main entrance.',
      'Free Wi-Fi across the venue.',
    ],
  },
  ar: {
    title: `حول ${GLOSSARY.venue.ar}`,
    points: [
      'مقاهٍ ومطاعم ومتاجر صغيرة على بُعد 5 دقائق سيرًا من البوابة الرئيسية.',
      'أجهزة صراف آلي وخدمة صرف العملات في مركز الزوار.',
      'خزائن للأمتعة في محطة القطار وعند المدخل الرئيسي.',
      `إنترنت لاسلكي (Wi-Fi) مجاني في أرجاء ${GLOSSARY.venue.ar} كافة.`,
    ],
  },
};

/** Where the concierge call-out sends visitors: the same in every language. */
const CONCIERGE_LINK = '/contact';

export interface ConciergeCopy {
  title: string;
  text: string;
  cta: string;
  to: string;
}

export const CONCIERGE: Translations<ConciergeCopy> = {
  en: {
    title: 'Need help planning your trip?',
    text: 'Our visitor concierge can help with directions, accessibility requests and group arrivals.',
    cta: 'Contact Concierge',
    to: CONCIERGE_LINK,
  },
  ar: {
    title: 'هل تحتاج إلى مساعدة في التخطيط لرحلتك؟',
    text: `تساعدك خدمة الكونسيرج للزوار في معرفة الاتجاهات وتقديم طلبات ${GLOSSARY.accessibility.ar} وترتيب وصول المجموعات.`,
    cta: 'تواصل مع الكونسيرج',
    to: CONCIERGE_LINK,
  },
};

/** The directions page, /access, as the venue page and the search palette point to it. */
export const DIRECTIONS_LINK = '/access';

/** The venue map, as the directions page points to it. */
export const VENUE_MAP_LINK = '/venue';

/** The words the section's pages and components write around the data above. */
export interface AccessUiCopy {
  venueHeading: string;
  directionsHeading: string;
  transportModesLabel: string;
  addressTitle: string;
  hoursTitle: string;
  contactTitle: string;
  interactiveMap: string;
  mapAlt: string;
  directionsCta: string;
  requestAssistance: string;
  conciergeTitle: string;
  contactDetails: string;
  /** The venue's entry in the search palette. */
  venueSearchTitle: string;
  /** The way from the directions to the venue map (/venue). */
  venueMapLink: string;
}

export const ACCESS_UI_COPY: Translations<AccessUiCopy> = {
  en: {
    venueHeading: 'The venue',
    directionsHeading: 'How to get here',
    transportModesLabel: 'Transport mode',
    addressTitle: 'Address',
    hoursTitle: 'Opening hours',
    contactTitle: 'Contact',
    interactiveMap: 'Interactive Map',
    mapAlt: `Street map of ${VENUE.en.name} on King Salman Road, Riyadh`,
    directionsCta: 'Directions by train, bus, car and plane',
    requestAssistance: 'Request assistance',
    conciergeTitle: 'Visitor Concierge',
    contactDetails: "Call or email us using the details below; accessibility requests need at least 48 hours' notice.",
    venueSearchTitle: `${VENUE.en.name} (venue)`,
    venueMapLink: 'Venue map and the nearest facilities',
  },
  ar: {
    venueHeading: GLOSSARY.venue.ar,
    directionsHeading: 'كيف تصل إلينا',
    transportModesLabel: 'وسيلة النقل',
    addressTitle: 'العنوان',
    hoursTitle: GLOSSARY.openingHours.ar,
    contactTitle: 'التواصل',
    interactiveMap: 'خريطة تفاعلية',
    mapAlt: `خريطة شوارع تُظهر ${VENUE.ar.name} على طريق الملك سلمان في الرياض`,
    directionsCta: 'الاتجاهات بالقطار والحافلة والسيارة والطائرة',
    requestAssistance: 'اطلب المساعدة',
    conciergeTitle: 'خدمة الكونسيرج للزوار',
    contactDetails: `اتصل بنا أو راسلنا عبر البريد الإلكتروني باستخدام البيانات أدناه، ويجب تقديم طلبات ${GLOSSARY.accessibility.ar} قبل 48 ساعة على الأقل.`,
    venueSearchTitle: `${VENUE.ar.name} (${GLOSSARY.venue.ar})`,
    venueMapLink: `خريطة ${GLOSSARY.venue.ar} وأقرب المرافق`,
  },
};
