import type { Locale, Translations } from 'shared';
import { GLOSSARY } from 'shared/site';
import type { AffiliateHotelListing } from './housing';

// The embedded demo listings: served by our API without CJ credentials (in English, as an API
// answers), and shown by the page when the API fails. A page in another language shows a demo
// listing it receives with that language's words (see localizeHotel). Type imports only, but for
// the glossary's plain data (by its path, not shared's index): the server imports this module.

type DemoHotelId = 'cj-2001' | 'cj-2002' | 'cj-2003' | 'cj-1001' | 'cj-1002' | 'cj-1003';
type DemoHotelText = Pick<AffiliateHotelListing, 'title' | 'description' | 'badge' | 'location' | 'amenities'>;
type DemoHotelFacts = Pick<AffiliateHotelListing, 'price' | 'image' | 'link' | 'rating'>;

/** What is the same in every language: price, photo, booking link and rating. */
const DEMO_HOTEL_FACTS: Record<DemoHotelId, DemoHotelFacts> = {
  'cj-1001': {
    price: 189,
    image: 'https://images.unsplash.com/photo-1445019980597-93fa8acb246c?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/jp/granvia-osaka.html',
    rating: 4.5,
  },
  'cj-1002': {
    price: 145,
    image: 'https://images.unsplash.com/photo-1496417263034-38ec4f0b665a?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/jp/cross-osaka.html',
    rating: 4,
  },
  'cj-1003': {
    price: 112,
    image: 'https://images.unsplash.com/photo-1582719478250-c89cae4dc85b?auto=format&fit=crop&w=800&q=70',
    link: '',
    rating: 3.5,
  },
  'cj-2001': {
    price: 160,
    image: 'https://images.unsplash.com/photo-1564501049412-61c2a3083791?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/sa/expo-gate-riyadh.html',
    rating: 4.5,
  },
  'cj-2002': {
    price: 135,
    image: 'https://images.unsplash.com/photo-1522708323590-d24dbb6b0267?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.expedia.com/Riyadh-Hotels-King-Salman-Road-Suites.h1.Hotel-Information',
    rating: 4,
  },
  'cj-2003': {
    price: 210,
    image: 'https://images.unsplash.com/photo-1578683010236-d716f9a3f461?auto=format&fit=crop&w=800&q=70',
    link: 'https://www.booking.com/hotel/sa/diriyah-heritage-inn.html',
    rating: 4.8,
  },
};

/** What each demo listing says, in every language. */
export const DEMO_HOTEL_TEXT: Translations<Record<DemoHotelId, DemoHotelText>> = {
  en: {
    'cj-1001': {
      title: 'Hotel Granvia Osaka',
      description: 'Above JR Osaka Station, with direct access to trains for the event venue.',
      badge: 'Best Seller',
      location: 'Osaka, Japan',
      amenities: ['Free Wi-Fi', 'Station access', 'Restaurant'],
    },
    'cj-1002': {
      title: 'Cross Hotel Osaka',
      description: 'Design hotel in Shinsaibashi, steps from Dotonbori and the river.',
      badge: 'Great Location',
      location: 'Osaka, Japan',
      amenities: ['Free Wi-Fi', 'Bar', '24-hour front desk'],
    },
    'cj-1003': {
      title: 'Osaka Bay Tower Inn',
      description: 'Comfortable rooms by the bay, close to the expo shuttle stop.',
      badge: 'Value',
      location: 'Osaka, Japan',
      amenities: ['Free Wi-Fi', 'Breakfast available', 'Shuttle stop'],
    },
    'cj-2001': {
      title: 'Expo Gate Hotel Riyadh',
      description: 'Modern rooms a short shuttle ride from Riyadh Expo City.',
      badge: 'Near the Expo',
      location: 'Riyadh, Saudi Arabia',
      amenities: ['Free Wi-Fi', 'Expo shuttle', 'Pool'],
    },
    'cj-2002': {
      title: 'King Salman Road Suites',
      description: 'Apartment-style suites with kitchenettes, ideal for longer stays.',
      badge: 'Family Friendly',
      location: 'Riyadh, Saudi Arabia',
      amenities: ['Kitchenette', 'Parking', 'Laundry'],
    },
    'cj-2003': {
      title: 'Diriyah Heritage Inn',
      description: 'Boutique rooms in mud-brick style near the historic At-Turaif district.',
      badge: 'Boutique',
      location: 'Diriyah, Riyadh, Saudi Arabia',
      amenities: ['Free Wi-Fi', 'Courtyard café', 'Guided walks'],
    },
  },
  ar: {
    'cj-1001': {
      title: 'فندق جرانفيا أوساكا',
      description: `فوق محطة أوساكا لسكك حديد اليابان، مع وصول مباشر إلى القطارات المتجهة إلى ${GLOSSARY.venue.ar}.`,
      badge: 'الأكثر حجزًا',
      location: `${GLOSSARY.osaka.ar}، اليابان`,
      amenities: ['واي فاي مجاني', 'وصول مباشر إلى المحطة', 'مطعم'],
    },
    'cj-1002': {
      title: 'فندق كروس أوساكا',
      description: 'فندق بتصميم عصري في شينسايباشي، على بُعد خطوات من دوتونبوري والنهر.',
      badge: 'موقع رائع',
      location: `${GLOSSARY.osaka.ar}، اليابان`,
      amenities: ['واي فاي مجاني', 'بار', 'مكتب استقبال على مدار الساعة'],
    },
    'cj-1003': {
      title: 'نُزل أوساكا باي تاور',
      description: `غرف مريحة ${GLOSSARY.waterfront.ar}، قريبة من موقف حافلات النقل إلى الإكسبو.`,
      badge: 'اقتصادي',
      location: `${GLOSSARY.osaka.ar}، اليابان`,
      amenities: ['واي فاي مجاني', 'إفطار متاح', 'موقف حافلات النقل'],
    },
    'cj-2001': {
      title: 'فندق بوابة إكسبو الرياض',
      description: 'غرف عصرية على مسافة قصيرة بحافلة النقل من مدينة إكسبو الرياض.',
      badge: 'قريب من الإكسبو',
      location: 'الرياض، المملكة العربية السعودية',
      amenities: ['واي فاي مجاني', 'حافلة نقل إلى الإكسبو', 'مسبح'],
    },
    'cj-2002': {
      title: 'أجنحة طريق الملك سلمان',
      description: 'أجنحة على طراز الشقق مع مطابخ صغيرة، مثالية للإقامات الطويلة.',
      badge: 'مناسب للعائلات',
      location: 'الرياض، المملكة العربية السعودية',
      amenities: ['مطبخ صغير', 'مواقف سيارات', 'خدمة غسيل الملابس'],
    },
    'cj-2003': {
      title: 'نُزل الدرعية التراثي',
      description: 'غرف بوتيك على طراز البناء الطيني بالقرب من حي الطريف التاريخي.',
      badge: 'بوتيك',
      location: 'الدرعية، الرياض، المملكة العربية السعودية',
      amenities: ['واي فاي مجاني', 'مقهى في الفناء', 'جولات مشي بصحبة مرشد'],
    },
  },
};

const OSAKA_IDS: DemoHotelId[] = ['cj-1001', 'cj-1002', 'cj-1003'];
const RIYADH_IDS: DemoHotelId[] = ['cj-2001', 'cj-2002', 'cj-2003'];

const listingsIn = (ids: DemoHotelId[], locale: Locale): AffiliateHotelListing[] =>
  ids.map((id) => ({ id, ...DEMO_HOTEL_TEXT[locale][id], ...DEMO_HOTEL_FACTS[id] }));
const inEveryLanguage = (ids: DemoHotelId[]): Translations<AffiliateHotelListing[]> => ({
  en: listingsIn(ids, 'en'),
  ar: listingsIn(ids, 'ar'),
});

export const OSAKA_DEMO_HOTELS = inEveryLanguage(OSAKA_IDS);
export const RIYADH_DEMO_HOTELS = inEveryLanguage(RIYADH_IDS);
export const DEMO_HOTELS = inEveryLanguage([...RIYADH_IDS, ...OSAKA_IDS]);

/** The badge our API gives a CJ listing whose advertiser has no name. */
export const PARTNER_DEAL_BADGE: Translations<string> = { en: 'Partner Deal', ar: 'عرض من شريك' };

const isDemoHotelId = (id: string): id is DemoHotelId => Object.hasOwn(DEMO_HOTEL_FACTS, id);

/**
 * A listing as the API answered it (in English), with the words of `locale` where we have them: a
 * demo listing's text (recognised by its id and English title, so a CJ product never takes a demo's
 * words) and our own default badge. Prices, links and photos stay as the API sent them; a partner's
 * own text stays as the partner wrote it.
 */
export function localizeHotel(hotel: AffiliateHotelListing, locale: Locale): AffiliateHotelListing {
  if (locale === 'en') return hotel;
  if (isDemoHotelId(hotel.id) && hotel.title === DEMO_HOTEL_TEXT.en[hotel.id].title)
    return { ...hotel, ...DEMO_HOTEL_TEXT[locale][hotel.id] };
  return hotel.badge === PARTNER_DEAL_BADGE.en ? { ...hotel, badge: PARTNER_DEAL_BADGE[locale] } : hotel;
}
