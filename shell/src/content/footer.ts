import { GLOSSARY, type Translations } from 'shared';
import { PRACTICAL_PAGE } from './navigation';

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterCopy {
  /** The site's name, the footer's first heading. */
  siteName: string;
  about: string;
  expoInfo: { title: string; links: FooterLink[] };
  resources: { title: string; links: FooterLink[] };
  newsletter: { title: string; text: string };
  copyright: (year: number) => string;
}

export const FOOTER_COPY: Translations<FooterCopy> = {
  en: {
    siteName: 'Expo Guide',
    about:
      'Expo Guide is the visitor guide to the world expo at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031: tickets, places to stay, food, things to do and how to get there, in one place.',
    expoInfo: {
      title: 'Expo Info',
      links: [
        { label: 'About the Expo', to: '/about' },
        { label: 'Schedule', to: '/schedule' },
        { label: 'Pavilions', to: '/pavilions' },
        { label: 'Venue', to: '/venue' },
        { label: PRACTICAL_PAGE.name.en, to: PRACTICAL_PAGE.to },
        { label: 'COVID-19 Policy', to: '/covid-policy' },
      ],
    },
    resources: {
      title: 'Resources',
      links: [
        { label: 'FAQs', to: '/faqs' },
        { label: 'Contact Us', to: '/contact' },
        { label: 'Accessibility', to: '/accessibility' },
        { label: 'Terms of Service', to: '/terms' },
        { label: 'Privacy Policy', to: '/privacy' },
      ],
    },
    newsletter: {
      title: 'Stay in the loop',
      text: 'Get expo news, new events and ticket offers in your inbox.',
    },
    copyright: (year) => `© ${year} Expo Guide. All rights reserved.`,
  },
  ar: {
    siteName: GLOSSARY.brand.ar,
    about: `${GLOSSARY.brand.ar} هو دليل الزوّار إلى المعرض العالمي في مدينة إكسبو الرياض، من 1 أكتوبر 2030 إلى 31 مارس 2031: التذاكر وأماكن الإقامة والطعام والأنشطة وطرق الوصول، في مكان واحد.`,
    expoInfo: {
      title: 'معلومات الإكسبو',
      links: [
        { label: 'عن الإكسبو', to: '/about' },
        { label: 'جدول الفعاليات', to: '/schedule' },
        { label: 'الأجنحة', to: '/pavilions' },
        { label: GLOSSARY.venue.ar, to: '/venue' },
        { label: PRACTICAL_PAGE.name.ar, to: PRACTICAL_PAGE.to },
        { label: 'سياسة كوفيد-19', to: '/covid-policy' },
      ],
    },
    resources: {
      title: 'روابط مفيدة',
      links: [
        { label: 'الأسئلة الشائعة', to: '/faqs' },
        { label: 'اتصل بنا', to: '/contact' },
        { label: GLOSSARY.accessibility.ar, to: '/accessibility' },
        { label: 'شروط الخدمة', to: '/terms' },
        { label: 'سياسة الخصوصية', to: '/privacy' },
      ],
    },
    newsletter: {
      title: 'ابقَ على اطلاع',
      text: 'تصلك أخبار الإكسبو والفعاليات الجديدة وعروض التذاكر في بريدك الإلكتروني.',
    },
    copyright: (year) => `© ${year} ${GLOSSARY.brand.ar}. جميع الحقوق محفوظة.`,
  },
};
