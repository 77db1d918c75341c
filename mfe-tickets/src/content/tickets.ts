import {
  dateTimeFormat,
  formatUsd,
  GLOSSARY,
  LOCALE_INFO,
  numberFormat,
  pluralRules,
  type JsonLd,
  type Locale,
  type PageMeta,
  type SectionPageCopy,
  type Translations,
} from 'shared';
import { EXPO_EVENT, expoEventJsonLd } from 'shared/site';

// The Tickets section's copy in every language, and the data both languages share (ids, prices,
// links, anchors, image URLs, ISO dates). Components read the copy with useTranslation; code that is
// not a component picks it with the page's locale.

export const TICKET_TYPE_IDS = ['general', 'vip', 'family'] as const;
export type TicketTypeId = (typeof TICKET_TYPE_IDS)[number];

/** SPEC section 3: a ticket type. */
export interface TicketType {
  id: TicketTypeId;
  name: string;
  price: number;
  description: string;
  features: string[];
}

export type TicketCountOption = '1' | '2' | '3' | '4' | '5' | '6+';

/** SPEC section 3: what the booking form holds. */
export interface BookingFormValues {
  fullName: string;
  email: string;
  phone: string;
  visitDate: string;
  tickets: TicketCountOption;
  newsletter: boolean;
}

const TICKETS_IMAGE = 'https://images.unsplash.com/photo-1540575467063-178a50c2df87?auto=format&fit=crop&w=1600&q=70';

/** SPEC section 3: the ticket prices, in US dollars in every language. */
const TICKET_PRICES: Record<TicketTypeId, number> = { general: 49.99, vip: 149.99, family: 129.99 };

/**
 * A range of days in Arabic, through `Intl` ("1 أكتوبر 2030 – 31 مارس 2031"). The English copy keeps
 * its own wording ("Oct 1, 2030 – Mar 31, 2031"), which is not what en-US `Intl` writes.
 */
const arabicDays = (startIso: string, endIso: string) =>
  dateTimeFormat(LOCALE_INFO.ar.intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(startIso), new Date(endIso));

const arabicUsd = (amount: number) => formatUsd(amount, LOCALE_INFO.ar.intlLocale);

export const TICKETS_PAGE: Translations<SectionPageCopy> = {
  en: {
    title: 'Get Your Tickets',
    subtitle: 'General admission, VIP and family packages for the Riyadh World Expo, Oct 1, 2030 – Mar 31, 2031.',
    image: TICKETS_IMAGE,
    introTitle: 'Choose your ticket',
    intro:
      'General Admission $49.99, VIP Experience $149.99 and the Family Package $129.99 (2 adults and up to 2 children under 12). Group discounts apply to parties of 10 or more.',
  },
  ar: {
    title: 'احصل على تذاكرك',
    subtitle: `تذاكر الدخول العام وتجربة كبار الشخصيات وباقات العائلة لإكسبو الرياض العالمي، ${arabicDays(EXPO_EVENT.startDate, EXPO_EVENT.endDate)}.`,
    image: TICKETS_IMAGE,
    introTitle: 'اختر تذكرتك',
    intro: `الدخول العام بسعر ${arabicUsd(TICKET_PRICES.general)}، وتجربة كبار الشخصيات بسعر ${arabicUsd(TICKET_PRICES.vip)}، وباقة العائلة بسعر ${arabicUsd(TICKET_PRICES.family)} (لشخصين بالغين و${GLOSSARY.upToTwoChildren.ar}). وتُطبَّق خصومات المجموعات على المجموعات المكوّنة من 10 أشخاص أو أكثر.`,
  },
};

/** A ticket type's words: its name, what it is and what it includes. */
type TicketText = Pick<TicketType, 'name' | 'description' | 'features'>;

const TICKET_TEXT: Translations<Record<TicketTypeId, TicketText>> = {
  en: {
    general: {
      name: 'General Admission',
      description: 'Full-day access to all pavilions and exhibitions.',
      features: ['Access to all public pavilions', 'Daily shows and performances', 'Free expo map and app'],
    },
    vip: {
      name: 'VIP Experience',
      description: 'Skip the lines and enjoy exclusive lounges.',
      features: [
        'Priority entry to pavilions',
        'VIP lounge access',
        'Reserved seating at shows',
        'Complimentary refreshments',
      ],
    },
    family: {
      name: 'Family Package',
      description: 'Admission for 2 adults and up to 2 children under 12.',
      features: [
        'Admission for 2 adults and up to 2 children under 12',
        'Family activity zone access',
        'Stroller rental included',
      ],
    },
  },
  ar: {
    general: {
      name: 'الدخول العام',
      description: 'دخول ليوم كامل إلى جميع الأجنحة والمعارض.',
      features: ['الدخول إلى جميع الأجنحة العامة', 'عروض وفعاليات يومية', 'خريطة الإكسبو وتطبيقه مجانًا'],
    },
    vip: {
      name: 'تجربة كبار الشخصيات',
      description: 'تجاوَز الطوابير واستمتع بصالات حصرية.',
      features: [
        'أولوية الدخول إلى الأجنحة',
        'الدخول إلى صالة كبار الشخصيات',
        'مقاعد محجوزة في العروض',
        'مرطبات مجانية',
      ],
    },
    family: {
      name: 'باقة العائلة',
      description: `دخول لشخصين بالغين و${GLOSSARY.upToTwoChildren.ar}.`,
      features: [
        `دخول لشخصين بالغين و${GLOSSARY.upToTwoChildren.ar}`,
        'الدخول إلى منطقة الأنشطة العائلية',
        'استئجار عربة أطفال مشمول',
      ],
    },
  },
};

const ticketTypesIn = (locale: Locale): TicketType[] =>
  TICKET_TYPE_IDS.map((id) => ({ id, price: TICKET_PRICES[id], ...TICKET_TEXT[locale][id] }));

/** SPEC section 3: ticket types, in each language (the same ids and prices in both). */
export const TICKET_TYPES: Translations<TicketType[]> = { en: ticketTypesIn('en'), ar: ticketTypesIn('ar') };

export const DEFAULT_TICKET_TYPE = 'general';
export const BOOKING_FEE = 5.99;
export const isTicketTypeId = (value: string | null): value is TicketTypeId =>
  TICKET_TYPE_IDS.some((id) => id === value);
export const MOST_POPULAR: TicketTypeId = 'vip';
/** /tickets with a ticket type preselected (the search palette's ticket entries). */
export const ticketTypeLink = (id: TicketTypeId) => `/tickets?type=${id}`;

/** What the tickets pages tell search results and link previews (descriptions of at most 160 characters). */
export interface TicketsMeta {
  tickets: PageMeta & { image: string; description: string; jsonLd: JsonLd[] };
  faq: PageMeta & { description: string };
}

const offersIn = (locale: Locale) =>
  TICKET_TYPES[locale].map((ticket) => ({ name: ticket.name, price: ticket.price, url: ticketTypeLink(ticket.id) }));

export const TICKETS_META: Translations<TicketsMeta> = {
  en: {
    tickets: {
      title: 'Tickets',
      image: TICKETS_IMAGE,
      description: `Riyadh World Expo 2030 tickets: ${TICKET_TYPES.en.map((ticket) => `${ticket.name} ${formatUsd(ticket.price)}`).join(', ')}, and group rates for parties of 10 or more.`,
      // The expo, offered as the three ticket types.
      jsonLd: [
        expoEventJsonLd({ description: TICKETS_PAGE.en.subtitle, image: TICKETS_IMAGE, offers: offersIn('en') }),
      ],
    },
    faq: {
      title: 'FAQ',
      description:
        'Ticket questions answered: refunds up to 14 days before the event, children under 12, group rates for 10 or more, the VIP Experience and the busiest hours.',
    },
  },
  ar: {
    tickets: {
      title: 'التذاكر',
      image: TICKETS_IMAGE,
      description: `تذاكر إكسبو الرياض العالمي 2030: ${TICKET_TYPES.ar
        .map((ticket) => `و${ticket.name} ${arabicUsd(ticket.price)}`)
        .join('، ')
        .slice(1)}، وأسعار للمجموعات من 10 أشخاص فأكثر.`,
      // The expo, offered as the three ticket types, with its names in Arabic.
      jsonLd: [
        expoEventJsonLd({
          description: TICKETS_PAGE.ar.subtitle,
          image: TICKETS_IMAGE,
          offers: offersIn('ar'),
          locale: 'ar',
        }),
      ],
    },
    faq: {
      title: 'الأسئلة الشائعة',
      description:
        'إجابات عن أسئلة التذاكر: الاسترداد حتى 14 يومًا قبل الفعالية، والأطفال دون 12 عامًا، وأسعار المجموعات لـ10 أشخاص أو أكثر، وتجربة كبار الشخصيات، وأوقات الذروة.',
    },
  },
};

export const GROUP_RATES_ANCHOR = 'group-rates';

export interface GroupRatesCopy {
  anchor: string;
  title: string;
  text: string;
  cta: string;
}

export const GROUP_RATES: Translations<GroupRatesCopy> = {
  en: {
    anchor: GROUP_RATES_ANCHOR,
    title: 'Group Rates',
    text: 'Visiting with 10 or more people? Groups of 10 or more get discounted rates, a dedicated entrance and a group coordinator on the day. Contact our concierge to arrange your group booking.',
    cta: 'Ask about group rates',
  },
  ar: {
    anchor: GROUP_RATES_ANCHOR,
    title: 'أسعار المجموعات',
    text: 'هل تزور الإكسبو برفقة 10 أشخاص أو أكثر؟ تحصل المجموعات المكوّنة من 10 أشخاص أو أكثر على أسعار مخفّضة ومدخل مخصّص ومنسّق خاص بالمجموعة في يوم الزيارة. تواصل مع الكونسيرج لدينا لترتيب حجز مجموعتك.',
    cta: 'استفسر عن أسعار المجموعات',
  },
};

const TICKET_COUNTS = ['1', '2', '3', '4', '5'] as const;

/** A number of tickets: "1 Ticket", "2 Tickets"; in Arabic with its plural forms ("تذكرة واحدة", "تذكرتان", "3 تذاكر"). */
export function ticketCount(count: number, locale: Locale): string {
  const { intlLocale } = LOCALE_INFO[locale];
  const digits = numberFormat(intlLocale).format(count);
  const form = pluralRules(intlLocale).select(count);
  if (locale === 'en') return `${digits} ${form === 'one' ? 'Ticket' : 'Tickets'}`;
  switch (form) {
    case 'one':
      return 'تذكرة واحدة';
    case 'two':
      return 'تذكرتان';
    case 'few':
      return `${digits} تذاكر`;
    case 'many':
      return `${digits} تذكرةً`;
    default:
      return `${digits} تذكرة`;
  }
}

export interface TicketCountChoice {
  value: TicketCountOption;
  label: string;
}

const ticketCountOptionsIn = (locale: Locale, group: string): TicketCountChoice[] => [
  ...TICKET_COUNTS.map((value) => ({ value, label: ticketCount(Number(value), locale) })),
  { value: '6+', label: group },
];

/** The booking form's ticket counts, up to the group option. */
export const TICKET_COUNT_OPTIONS: Translations<TicketCountChoice[]> = {
  en: ticketCountOptionsIn('en', '6+ Tickets (Group)'),
  ar: ticketCountOptionsIn('ar', '6 تذاكر فأكثر (مجموعة)'),
};

/** The words of the ticket cards, the booking form and the order summary. */
export interface BookingCopy {
  mostPopular: string;
  select: string;
  selected: string;
  formTitle: string;
  form: { fullName: string; email: string; phone: string; visitDate: string; tickets: string; newsletter: string };
  summaryTitle: string;
  quantity: string;
  bookingFee: string;
  total: string;
  purchase: string;
  notAvailable: string;
  /** "By completing your purchase you agree to our [Terms of Service] and [Privacy Policy]." */
  agreement: string;
  terms: string;
  /** Between the two links, with its spaces. */
  and: string;
  privacy: string;
  agreementEnd: string;
}

export const BOOKING_COPY: Translations<BookingCopy> = {
  en: {
    mostPopular: 'Most Popular',
    select: 'Select',
    selected: 'Selected',
    formTitle: 'Your Details',
    form: {
      fullName: 'Full name',
      email: 'Email',
      phone: 'Phone',
      visitDate: 'Visit date',
      tickets: 'Number of tickets',
      newsletter: 'Send me expo news and offers',
    },
    summaryTitle: 'Order Summary',
    quantity: 'Quantity',
    bookingFee: 'Booking fee',
    total: 'Total',
    purchase: 'Complete Purchase',
    notAvailable:
      'Online purchasing is not available on this site. Tickets will be sold through the official expo ticket office: nothing has been charged and your details were not sent anywhere.',
    agreement: 'By completing your purchase you agree to our',
    terms: 'Terms of Service',
    and: ' and ',
    privacy: 'Privacy Policy',
    agreementEnd: '.',
  },
  ar: {
    mostPopular: 'الأكثر طلبًا',
    select: 'اختر',
    selected: 'تم الاختيار',
    formTitle: 'بياناتك',
    form: {
      fullName: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      visitDate: 'تاريخ الزيارة',
      tickets: 'عدد التذاكر',
      newsletter: 'أرسلوا إليّ أخبار الإكسبو وعروضه',
    },
    summaryTitle: 'ملخص الطلب',
    quantity: 'الكمية',
    bookingFee: 'رسوم الحجز',
    total: 'الإجمالي',
    purchase: 'إتمام الشراء',
    notAvailable:
      'الشراء عبر الإنترنت غير متاح على هذا الموقع. ستُباع التذاكر عبر منفذ التذاكر الرسمي للإكسبو: لم يُخصم أي مبلغ، ولم تُرسل بياناتك إلى أي جهة.',
    agreement: 'بإتمام عملية الشراء، فإنك توافق على',
    terms: 'شروط الخدمة',
    and: ' و',
    privacy: 'سياسة الخصوصية',
    agreementEnd: '.',
  },
};

/** A block of event information: a heading and its lines. */
export interface EventInfoBlock {
  title: string;
  lines: string[];
}

export interface EventInfoCopy {
  heading: string;
  blocks: EventInfoBlock[];
}

/** The days the template's event ran (see EVENT_INFO below), for the Arabic dates. */
const TEMPLATE_EVENT_DAYS = { start: '2023-10-15', end: '2023-10-22' };

/**
 * Event information shown with the tickets. These dates and hours come from the Japan-event
 * template and stay as the product spec describes (SPEC sections 1 and 9).
 */
export const EVENT_INFO: Translations<EventInfoCopy> = {
  en: {
    heading: 'Event Information',
    blocks: [
      { title: 'Event Dates', lines: ['October 15-22, 2023', 'Daily 10:00 AM - 8:00 PM', 'Last entry 7:00 PM'] },
      {
        title: 'Crowd Information',
        lines: [
          'Expected attendance: 10,000+ visitors daily',
          'Busiest hours: 12:00 PM – 3:00 PM',
          'Visit early or late afternoon for shorter lines',
        ],
      },
      {
        title: 'Visitor Policies',
        lines: [
          'Refunds available up to 14 days before the event',
          'Children under 12 must be accompanied by an adult',
          'Tickets are valid for one entry on the chosen date',
        ],
      },
      {
        title: 'Safety Measures',
        lines: [
          'Bag checks at every entrance',
          'First-aid stations in every hall',
          'Staff on hand to guide visitors in an emergency',
        ],
      },
    ],
  },
  ar: {
    heading: 'معلومات الفعالية',
    blocks: [
      {
        title: 'مواعيد الفعالية',
        lines: [
          arabicDays(TEMPLATE_EVENT_DAYS.start, TEMPLATE_EVENT_DAYS.end),
          'يوميًا من 10:00 صباحًا حتى 8:00 مساءً',
          'آخر دخول الساعة 7:00 مساءً',
        ],
      },
      {
        title: 'معلومات الازدحام',
        lines: [
          'الحضور المتوقع: أكثر من 10,000 زائر يوميًا',
          'أوقات الذروة: 12:00 ظهرًا – 3:00 عصرًا',
          `زُر ${GLOSSARY.venue.ar} في الصباح الباكر أو في آخر العصر لتجنّب الطوابير الطويلة`,
        ],
      },
      {
        title: 'سياسات الزوار',
        lines: [
          'يمكن استرداد قيمة التذاكر حتى 14 يومًا قبل الفعالية',
          'يجب أن يرافق الأطفالَ دون سن 12 عامًا شخصٌ بالغ',
          'التذكرة صالحة لدخول واحد في التاريخ المختار',
        ],
      },
      {
        title: 'إجراءات السلامة',
        lines: [
          'تفتيش الحقائب عند كل مدخل',
          'محطات للإسعافات الأولية في كل قاعة',
          `موظفون في ${GLOSSARY.venue.ar} لإرشاد الزوار في حالات الطوارئ`,
        ],
      },
    ],
  },
};

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCopy {
  heading: string;
  entries: FaqEntry[];
  /** "More questions? See all [frequently asked questions]." */
  moreQuestions: string;
  allQuestions: string;
  moreQuestionsEnd: string;
}

/** The tickets FAQ; the /faq page shows the same entries. */
export const TICKET_FAQ: Translations<FaqCopy> = {
  en: {
    heading: 'Frequently Asked Questions',
    entries: [
      {
        question: 'Can I get a refund?',
        answer: 'Yes. Refunds are available up to 14 days before the event. After that, tickets cannot be refunded.',
      },
      {
        question: 'Do children need a ticket?',
        answer:
          'Children under 12 must be accompanied by an adult. The Family Package covers 2 adults and up to 2 children under 12.',
      },
      {
        question: 'Are there discounts for groups?',
        answer: 'Yes. Parties of 10 or more qualify for group rates. Contact our concierge to arrange a group booking.',
      },
      {
        question: 'What does the VIP Experience include?',
        answer:
          'Priority entry to pavilions, VIP lounge access, reserved seating at shows and complimentary refreshments.',
      },
      {
        question: 'When is it least crowded?',
        answer: 'The venue welcomes 10,000+ visitors daily; it is busiest between 12:00 PM and 3:00 PM.',
      },
    ],
    moreQuestions: 'More questions? See all',
    allQuestions: 'frequently asked questions',
    moreQuestionsEnd: '.',
  },
  ar: {
    heading: 'الأسئلة الشائعة',
    entries: [
      {
        question: 'هل يمكنني استرداد قيمة التذكرة؟',
        answer: 'نعم. يمكن استرداد القيمة حتى 14 يومًا قبل الفعالية، ولا يمكن استرداد قيمة التذاكر بعد ذلك.',
      },
      {
        question: 'هل يحتاج الأطفال إلى تذكرة؟',
        answer: `يجب أن يرافق الأطفالَ دون سن 12 عامًا شخصٌ بالغ. وتشمل باقة العائلة شخصين بالغين و${GLOSSARY.upToTwoChildren.ar}.`,
      },
      {
        question: 'هل توجد خصومات للمجموعات؟',
        answer:
          'نعم. تستفيد المجموعات المكوّنة من 10 أشخاص أو أكثر من أسعار المجموعات. تواصل مع الكونسيرج لدينا لترتيب حجز جماعي.',
      },
      {
        question: 'ماذا تشمل تجربة كبار الشخصيات؟',
        answer: 'أولوية الدخول إلى الأجنحة، والدخول إلى صالة كبار الشخصيات، ومقاعد محجوزة في العروض، ومرطبات مجانية.',
      },
      {
        question: 'متى يكون الازدحام في أدنى مستوياته؟',
        answer: `يستقبل ${GLOSSARY.venue.ar} أكثر من 10,000 زائر يوميًا، ويبلغ الازدحام ذروته بين الساعة 12:00 ظهرًا والساعة 3:00 عصرًا.`,
      },
    ],
    moreQuestions: 'هل لديك أسئلة أخرى؟ اطّلع على جميع',
    allQuestions: 'الأسئلة الشائعة',
    moreQuestionsEnd: '.',
  },
};
