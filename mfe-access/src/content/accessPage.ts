import { GLOSSARY, type PageMeta, type SectionPageCopy, type Translations } from 'shared';

// The Access page's own copy in every language: its hero and link preview, the directions by train,
// bus, car and plane, and its lists. A module of its own, so that the section's other pages (the
// venue map, the pavilions) do not download it.

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
