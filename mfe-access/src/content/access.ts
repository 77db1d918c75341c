import { GLOSSARY, type Translations } from 'shared';

// The Access section's copy in every language, and the data both languages share (links, phone,
// email, coordinates, map URLs); the Access page's own copy is in accessPage.ts. Components read the
// copy with useTranslation; code that is not a component picks it with the page's locale.

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

/** The practical page (prayer times, water, first aid), as the venue and directions pages point to it. */
export const PRACTICAL_LINK = '/practical';

/** Its name in the links to it and in the search palette. */
export const PRACTICAL_LINK_TEXT: Translations<string> = {
  en: 'Prayer times and practical information',
  ar: 'مواقيت الصلاة ومعلومات عملية',
};

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
