import { GLOSSARY } from './glossary';
import type { Translations } from './translations';

/** The copy of the platform's own UI pieces (shared/src/ui), which every section renders. */
export interface PlatformCopy {
  /** SPEC "Hero banner": the default call to action's label. */
  heroCta: string;
  viewAll: string;
  emailSignup: {
    formLabel: string;
    emailLabel: string;
    subscribe: string;
    invalid: string;
    confirmation: (email: string) => string;
  };
  notFound: { title: string; text: string; home: string; contact: string };
  pagination: { label: string; previous: string; next: string; page: (page: number) => string };
  starRating: (rating: string, max: number) => string;
  /** Said to screen readers after a link that leaves the site. */
  opensInNewTab: string;
}

export const PLATFORM_COPY: Translations<PlatformCopy> = {
  en: {
    heroCta: 'Get Tickets',
    viewAll: 'View all',
    emailSignup: {
      formLabel: 'Newsletter signup',
      emailLabel: 'Email address',
      subscribe: 'Subscribe',
      invalid: 'Please enter a valid email address, like name@example.com.',
      confirmation: (email) =>
        `Thanks! ${email} is on the list. (This guide does not send email yet: nothing was sent anywhere.)`,
    },
    notFound: {
      title: 'Page not found',
      text: "The page you're looking for doesn't exist or has been moved.",
      home: 'Back to Home',
      contact: 'Contact Us',
    },
    pagination: { label: 'Pagination', previous: 'Previous', next: 'Next', page: (page) => `Page ${page}` },
    starRating: (rating, max) => `Rated ${rating} out of ${max} stars`,
    opensInNewTab: ' (opens in a new tab)',
  },
  ar: {
    heroCta: 'احصل على التذاكر',
    viewAll: 'عرض الكل',
    emailSignup: {
      formLabel: 'الاشتراك في النشرة الإخبارية',
      emailLabel: 'البريد الإلكتروني',
      subscribe: 'اشترك',
      invalid: 'يرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.',
      confirmation: (email) =>
        `شكرًا لك! أُضيف ${email} إلى القائمة. (لا يرسل هذا الدليل رسائل بريد إلكتروني بعد: لم يُرسل شيء إلى أي جهة.)`,
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
      home: `العودة إلى ${GLOSSARY.home.ar}`,
      contact: 'اتصل بنا',
    },
    pagination: { label: 'التنقل بين الصفحات', previous: 'السابق', next: 'التالي', page: (page) => `الصفحة ${page}` },
    starRating: (rating, max) => `التقييم ${rating} من ${max} نجوم`,
    opensInNewTab: ` (${GLOSSARY.opensInNewTab.ar})`,
  },
};
