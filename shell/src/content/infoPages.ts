import { GLOSSARY, type Translations } from 'shared';
import type { InfoPagePath } from 'shared/site';

/** The small pages the shell owns, written from facts in the product spec. */
export interface InfoPageContent {
  path: InfoPagePath;
  title: string;
  intro: string;
  /** For search results and link previews: at most 160 characters. */
  description: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
  links?: Array<{ label: string; to: string }>;
}

/** The info pages in each language: the same paths, in the same order. */
export const INFO_PAGES_COPY: Translations<InfoPageContent[]> = {
  en: [
    {
      path: 'about',
      title: 'About the Expo',
      intro: 'A world expo at Riyadh Expo City, King Salman Road, from Oct 1, 2030 to Mar 31, 2031.',
      description:
        'Six months of pavilions, shows and workshops at Riyadh Expo City, open daily 9:00 AM – 10:00 PM, and how Expo Guide helps you plan your visit.',
      sections: [
        {
          heading: 'The event',
          paragraphs: [
            'For six months, Riyadh Expo City hosts pavilions, shows and workshops from around the world. The site is open daily from 9:00 AM to 10:00 PM, with last entry at 8:30 PM.',
          ],
        },
        {
          heading: 'This guide',
          paragraphs: [
            'Expo Guide brings together what a visitor needs: tickets, places to stay, food, things to do around Riyadh, official merchandise and directions. It does not sell anything itself: bookings happen with our partners, and purchases through the official channels.',
          ],
        },
      ],
      links: [
        { label: 'Get tickets', to: '/tickets' },
        { label: 'Plan your journey', to: '/access' },
      ],
    },
    {
      path: 'covid-policy',
      title: 'Health & Safety Policy',
      intro: 'How the venue keeps visitors safe, and what to do if your plans change.',
      description:
        'Bag checks, first-aid stations and staff on hand at the venue, refunds up to 14 days before the event, and the rule for children under 12.',
      sections: [
        {
          heading: 'On site',
          paragraphs: [
            'There are bag checks at every entrance, first-aid stations in every hall and staff on hand to guide visitors in an emergency. Please follow any health guidance posted at the venue on the day of your visit.',
          ],
        },
        {
          heading: 'If you cannot come',
          paragraphs: [
            'Tickets can be refunded up to 14 days before the event. Children under 12 must be accompanied by an adult.',
          ],
        },
      ],
      links: [{ label: 'Ticket questions', to: '/faq' }],
    },
    {
      path: 'terms',
      title: 'Terms of Service',
      intro: 'The terms for using Expo Guide.',
      description:
        'Expo Guide is an information site: no payments or bookings, prices in US dollars as a guide, sponsored partner links, and the ticket rules.',
      sections: [
        {
          heading: 'Information only',
          paragraphs: [
            'Expo Guide is an information site. It takes no payments and no bookings. Prices are shown in US dollars as a guide, and the partner, venue or official ticket office has the final price.',
          ],
        },
        {
          heading: 'Partner links',
          paragraphs: [
            'Hotel and booking links go to partner sites and may earn Expo Guide a commission; they are marked as sponsored. Bookings made there are under the partner’s own terms.',
          ],
        },
        {
          heading: 'Tickets',
          paragraphs: [
            'Refunds are available up to 14 days before the event. Children under 12 must be accompanied by an adult. Group rates apply to parties of 10 or more.',
          ],
        },
      ],
    },
    {
      path: 'privacy',
      title: 'Privacy Policy',
      intro: 'What Expo Guide keeps about you: almost nothing.',
      description:
        'No accounts and no forms sent: your cart stays in your browser’s local storage, and partner sites’ own privacy policies apply once you follow a link.',
      sections: [
        {
          heading: 'No accounts, no forms sent',
          paragraphs: [
            'There are no accounts. The newsletter, mailing-list and booking forms check what you type in your browser and send nothing to us or anyone else.',
          ],
        },
        {
          heading: 'Your cart',
          paragraphs: [
            'Your cart is stored only on your device (in your browser’s local storage) so it survives a reload. Emptying the cart or clearing your browser data removes it.',
          ],
        },
        {
          heading: 'Partner sites',
          paragraphs: [
            'When you follow a link to a booking partner, that site’s own privacy policy applies from then on.',
          ],
        },
      ],
    },
  ],
  ar: [
    {
      path: 'about',
      title: 'عن الإكسبو',
      intro: 'معرض عالمي في مدينة إكسبو الرياض على طريق الملك سلمان، من 1 أكتوبر 2030 إلى 31 مارس 2031.',
      description: `ستة أشهر من الأجنحة والعروض وورش العمل في مدينة إكسبو الرياض، مفتوحة يوميًا من 9:00 صباحًا حتى 10:00 مساءً، وكيف يساعدك ${GLOSSARY.brand.ar} في التخطيط لزيارتك.`,
      sections: [
        {
          heading: 'الحدث',
          paragraphs: [
            `على مدى ستة أشهر، تستضيف مدينة إكسبو الرياض أجنحة وعروضًا وورش عمل من جميع أنحاء العالم. يفتح ${GLOSSARY.venue.ar} أبوابه يوميًا من 9:00 صباحًا حتى 10:00 مساءً، وآخر دخول في 8:30 مساءً.`,
          ],
        },
        {
          heading: 'هذا الدليل',
          paragraphs: [
            `يجمع ${GLOSSARY.brand.ar} كل ما يحتاج إليه الزائر: التذاكر وأماكن الإقامة والطعام والأنشطة في الرياض وما حولها والمنتجات الرسمية وطرق الوصول. ولا يبيع الدليل أي شيء بنفسه: تتم الحجوزات لدى شركائنا، والمشتريات عبر القنوات الرسمية.`,
          ],
        },
      ],
      links: [
        { label: 'احصل على التذاكر', to: '/tickets' },
        { label: 'خطّط لرحلتك', to: '/access' },
      ],
    },
    {
      path: 'covid-policy',
      title: 'سياسة الصحة والسلامة',
      intro: `كيف نحافظ على سلامة الزوّار في ${GLOSSARY.venue.ar}، وما الذي تفعله إن تغيّرت خططك.`,
      description: `تفتيش الحقائب ومحطات الإسعافات الأولية والموظفون المتواجدون في ${GLOSSARY.venue.ar}، واسترداد قيمة التذاكر حتى 14 يومًا قبل الحدث، والقاعدة الخاصة بالأطفال دون 12 عامًا.`,
      sections: [
        {
          heading: `في ${GLOSSARY.venue.ar}`,
          paragraphs: [
            `تُفتَّش الحقائب عند كل مدخل، وتتوفر محطات للإسعافات الأولية في كل قاعة، وموظفون جاهزون لإرشاد الزوّار في حالات الطوارئ. يُرجى اتباع أي إرشادات صحية معلنة في ${GLOSSARY.venue.ar} يوم زيارتك.`,
          ],
        },
        {
          heading: 'إن لم تتمكن من الحضور',
          paragraphs: ['يمكن استرداد قيمة التذاكر حتى 14 يومًا قبل الحدث. ويجب أن يرافق الأطفالَ دون 12 عامًا شخصٌ بالغ.'],
        },
      ],
      links: [{ label: 'أسئلة حول التذاكر', to: '/faq' }],
    },
    {
      path: 'terms',
      title: 'شروط الخدمة',
      intro: `شروط استخدام ${GLOSSARY.brand.ar}.`,
      description: `${GLOSSARY.brand.ar} موقع معلومات: لا مدفوعات ولا حجوزات، والأسعار بالدولار الأمريكي للاسترشاد، وروابط شركاء مموّلة، وقواعد التذاكر.`,
      sections: [
        {
          heading: 'للمعلومات فقط',
          paragraphs: [
            `${GLOSSARY.brand.ar} موقع للمعلومات، لا يتلقى أي مدفوعات ولا يجري أي حجوزات. تُعرض الأسعار بالدولار الأمريكي للاسترشاد، والسعر النهائي هو ما يحدده الشريك أو ${GLOSSARY.venue.ar} أو منفذ التذاكر الرسمي.`,
          ],
        },
        {
          heading: 'روابط الشركاء',
          paragraphs: [
            `تنقلك روابط الفنادق والحجز إلى مواقع شركائنا، وقد يحصل منها ${GLOSSARY.brand.ar} على عمولة؛ لذا تحمل علامة «مموّل». وتخضع الحجوزات التي تُجرى هناك لشروط الشريك نفسه.`,
          ],
        },
        {
          heading: 'التذاكر',
          paragraphs: [
            'يمكن استرداد قيمة التذاكر حتى 14 يومًا قبل الحدث. ويجب أن يرافق الأطفالَ دون 12 عامًا شخصٌ بالغ. وتنطبق أسعار المجموعات على المجموعات المكوّنة من 10 أشخاص أو أكثر.',
          ],
        },
      ],
    },
    {
      path: 'privacy',
      title: 'سياسة الخصوصية',
      intro: `ما يحتفظ به ${GLOSSARY.brand.ar} عنك: لا شيء تقريبًا.`,
      description:
        'لا حسابات ولا نماذج تُرسَل: تبقى سلة التسوق في التخزين المحلي لمتصفحك، وتسري سياسات الخصوصية الخاصة بمواقع الشركاء عند اتباعك أحد روابطها.',
      sections: [
        {
          heading: 'لا حسابات ولا نماذج تُرسَل',
          paragraphs: [
            'لا توجد حسابات. تتحقق نماذج النشرة الإخبارية والقائمة البريدية والحجز مما تكتبه داخل متصفحك، ولا ترسل أي شيء إلينا أو إلى أي جهة أخرى.',
          ],
        },
        {
          heading: 'سلة التسوق',
          paragraphs: [
            'تُحفظ سلة التسوق على جهازك فقط (في التخزين المحلي لمتصفحك) كي تبقى بعد إعادة تحميل الصفحة. ويؤدي إفراغ السلة أو مسح بيانات المتصفح إلى حذفها.',
          ],
        },
        {
          heading: 'مواقع الشركاء',
          paragraphs: ['عند اتباعك رابطًا إلى أحد شركاء الحجز، تسري سياسة الخصوصية الخاصة بذلك الموقع من تلك اللحظة.'],
        },
      ],
    },
  ],
};

/** The info pages' English copy. */
export const INFO_PAGES: InfoPageContent[] = INFO_PAGES_COPY.en;
