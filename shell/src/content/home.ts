import { GLOSSARY, type EventInfo, type HeroCta, type Locale, type PageMeta, type Translations } from 'shared';
import { expoEventJsonLd } from 'shared/site';

const HERO_IMAGE = 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=1600&q=70';

export interface InfoCard {
  title: string;
  lines: string[];
  icon: 'calendar' | 'location' | 'clock';
}

/** Home's own copy (the section widgets between its parts bring theirs). */
export interface HomeCopy {
  event: EventInfo;
  /** The heading over the info cards. */
  planYourVisit: string;
  infoCards: InfoCard[];
  /** The hero's button (SPEC: 'Get Tickets Now' linking to /tickets). */
  heroCta: HeroCta;
  ticketsBanner: { title: string; text: string; primary: HeroCta; secondary: HeroCta };
  /** Home keeps the site's own title; its description, for search results and link previews. */
  metaDescription: string;
}

export const HOME_COPY: Translations<HomeCopy> = {
  en: {
    event: {
      name: 'Riyadh World Expo 2030',
      dates: 'Oct 1, 2030 – Mar 31, 2031',
      venue: 'Riyadh Expo City',
      address: 'King Salman Road, Riyadh, Saudi Arabia',
      description:
        'Six months, more than a hundred pavilions and a city-sized celebration of ideas for the planet. Plan your visit: tickets, places to stay, food and everything to see around Riyadh.',
      heroImage: HERO_IMAGE,
    },
    planYourVisit: 'Plan Your Visit',
    infoCards: [
      { title: 'Dates', lines: ['Oct 1, 2030 – Mar 31, 2031', 'Open every day'], icon: 'calendar' },
      { title: 'Venue', lines: ['Riyadh Expo City', 'King Salman Road, Riyadh'], icon: 'location' },
      { title: 'Opening Hours', lines: ['Daily 9:00 AM – 10:00 PM', 'Last entry 8:30 PM'], icon: 'clock' },
    ],
    heroCta: { label: 'Get Tickets Now', to: '/tickets' },
    ticketsBanner: {
      title: 'Secure Your Tickets Today',
      text: 'Choose general admission, VIP or a family package, and save with group rates for parties of 10 or more.',
      primary: { label: 'Buy Tickets', to: '/tickets' },
      secondary: { label: 'Group Rates', to: '/tickets#group-rates' },
    },
    metaDescription:
      'Plan your visit to Riyadh World Expo 2030 at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031: tickets, places to stay, food, things to do and directions.',
  },
  ar: {
    event: {
      name: 'إكسبو الرياض العالمي 2030',
      dates: '1 أكتوبر 2030 – 31 مارس 2031',
      venue: 'مدينة إكسبو الرياض',
      address: 'طريق الملك سلمان، الرياض، المملكة العربية السعودية',
      description:
        'ستة أشهر، وأكثر من مئة جناح، واحتفال بحجم مدينة بالأفكار من أجل كوكبنا. خطّط لزيارتك: التذاكر وأماكن الإقامة والطعام وكل ما يستحق المشاهدة في الرياض وما حولها.',
      heroImage: HERO_IMAGE,
    },
    planYourVisit: 'خطّط لزيارتك',
    infoCards: [
      { title: 'المواعيد', lines: ['1 أكتوبر 2030 – 31 مارس 2031', 'مفتوح يوميًا'], icon: 'calendar' },
      { title: GLOSSARY.venue.ar, lines: ['مدينة إكسبو الرياض', 'طريق الملك سلمان، الرياض'], icon: 'location' },
      {
        title: GLOSSARY.openingHours.ar,
        lines: ['يوميًا من 9:00 صباحًا حتى 10:00 مساءً', 'آخر دخول 8:30 مساءً'],
        icon: 'clock',
      },
    ],
    heroCta: { label: 'احصل على تذاكرك الآن', to: '/tickets' },
    ticketsBanner: {
      title: 'احجز تذاكرك اليوم',
      text: 'اختر بين الدخول العام أو تجربة كبار الشخصيات أو باقة العائلة، ووفّر مع أسعار المجموعات المكوّنة من 10 أشخاص أو أكثر.',
      primary: { label: 'اشترِ التذاكر', to: '/tickets' },
      secondary: { label: 'أسعار المجموعات', to: '/tickets#group-rates' },
    },
    metaDescription:
      'خطّط لزيارتك إلى إكسبو الرياض العالمي 2030 في مدينة إكسبو الرياض، من 1 أكتوبر 2030 إلى 31 مارس 2031: التذاكر والإقامة والطعام والأنشطة والاتجاهات.',
  },
};

/** Home's metadata in a language: its description, and the expo it is about (named in that language, with the page's words about it and its offer). */
const homeMeta = (locale: Locale): PageMeta => {
  const { event, heroCta, metaDescription } = HOME_COPY[locale];
  return {
    description: metaDescription,
    image: event.heroImage,
    jsonLd: [
      expoEventJsonLd({
        description: event.description,
        image: event.heroImage,
        offers: [{ url: heroCta.to }],
        locale,
      }),
    ],
  };
};

export const HOME_META_COPY: Translations<PageMeta> = { en: homeMeta('en'), ar: homeMeta('ar') };

/** Home's English metadata. */
export const HOME_META: PageMeta = HOME_META_COPY.en;
