import { VENUE_GLOSSARY } from 'shared/site';
import { GLOSSARY, type Translations } from 'shared';
import type { PlaceSelector } from './venue';

// What /accessibility offers: the venue's accessibility services, each with where it is found (read
// from the venue's facilities and landmarks, so the page and the map never disagree), the sensory
// map's words, and the notice rule (SPEC: accessibility requests need at least 48 hours' notice).

export const ACCESSIBILITY_SERVICE_IDS = [
  'mobility-loans',
  'sensory-bags',
  'quiet-rooms',
  'assistance-points',
  'accessible-toilets',
] as const;
export type AccessibilityServiceId = (typeof ACCESSIBILITY_SERVICE_IDS)[number];

/** Where each service is found on the site. */
export const ACCESSIBILITY_SERVICE_PLACES: Record<AccessibilityServiceId, PlaceSelector> = {
  'mobility-loans': { kinds: ['mobility-loans'] },
  'sensory-bags': { kinds: ['quiet-room', 'mobility-loans'] },
  'quiet-rooms': { kinds: ['quiet-room'] },
  'assistance-points': { landmarks: ['north-gate', 'south-gate', 'west-gate', 'east-gate', 'visitor-centre'] },
  'accessible-toilets': { kinds: ['toilets'], accessibleOnly: true },
};

export interface AccessibilityServiceCopy {
  name: string;
  text: string;
}

export const ACCESSIBILITY_SERVICES: Translations<Record<AccessibilityServiceId, AccessibilityServiceCopy>> = {
  en: {
    'mobility-loans': {
      name: 'Wheelchair and mobility scooter loans',
      text: 'Borrow a manual wheelchair or a mobility scooter free of charge for the day, with a photo ID. Scooters can be booked ahead; wheelchairs are first come, first served.',
    },
    'sensory-bags': {
      name: 'Sensory bags',
      text: 'Ear defenders, sunglasses, fidget tools and a visual story of the visit, lent free of charge and returned at any desk.',
    },
    'quiet-rooms': {
      name: `${VENUE_GLOSSARY.quietRoom.en}s`,
      text: 'Dim, calm rooms with seating, away from the crowds, for anyone who needs a break. Staff trained in sensory needs are on hand.',
    },
    'assistance-points': {
      name: 'Assistance points',
      text: 'Staff who can arrange a guide, a sign-language interpreter, a wheelchair pusher or a place to rest, and who answer the concierge line.',
    },
    'accessible-toilets': {
      name: 'Accessible toilets',
      text: `Toilets with ${VENUE_GLOSSARY.stepFree.en} access, grab rails and room to turn a wheelchair, and an adult changing bench in every zone.`,
    },
  },
  ar: {
    'mobility-loans': {
      name: 'استعارة الكراسي المتحركة ودراجات التنقّل الكهربائية',
      text: 'استعر كرسيًا متحركًا يدويًا أو دراجة تنقّل كهربائية مجانًا ليوم كامل بإبراز هوية تحمل صورة. يمكن حجز الدراجات مسبقًا، أما الكراسي فالأولوية لمن يحضر أولًا.',
    },
    'sensory-bags': {
      name: 'الحقائب الحسية',
      text: 'واقيات للأذن ونظارات شمسية وأدوات لتهدئة اليدين وقصة مصوّرة للزيارة، تُعار مجانًا وتُعاد إلى أي مكتب.',
    },
    'quiet-rooms': {
      name: 'الغرف الهادئة',
      text: 'غرف خافتة الإضاءة وهادئة فيها مقاعد، بعيدًا عن الزحام، لكل من يحتاج إلى استراحة، ويوجد فيها موظفون مدرّبون على الاحتياجات الحسية.',
    },
    'assistance-points': {
      name: 'نقاط المساعدة',
      text: 'موظفون يرتّبون لك مرشدًا أو مترجمًا للغة الإشارة أو مرافقًا يدفع الكرسي المتحرك أو مكانًا للراحة، ويجيبون على خط خدمة الكونسيرج.',
    },
    'accessible-toilets': {
      name: 'دورات المياه المهيأة لذوي الإعاقة',
      text: `دورات مياه بمدخل ${VENUE_GLOSSARY.stepFree.ar} ومقابض للاستناد ومساحة لدوران الكرسي المتحرك، وطاولة لتغيير ملابس البالغين في كل منطقة.`,
    },
  },
};

export interface AccessibilityPageCopy {
  noticeTitle: string;
  notice: string;
  servicesHeading: string;
  whereLabel: string;
  showOnMap: string;
  sensoryMapHeading: string;
  sensoryMapIntro: string;
  aspectLabel: string;
  legendHeading: string;
  /** A level's mark on the map: one, two or three dots, so it does not rest on colour alone. */
  levelMark: string;
  byLevelHeading: (aspect: string, level: string) => string;
}

export const ACCESSIBILITY_PAGE_COPY: Translations<AccessibilityPageCopy> = {
  en: {
    noticeTitle: 'Ask 48 hours ahead',
    notice:
      "Accessibility requests need at least 48 hours' notice: a guide, a sign-language interpreter or a scooter booked ahead.",
    servicesHeading: 'Services at the venue',
    whereLabel: 'Where',
    showOnMap: 'Show them on the venue map',
    sensoryMapHeading: 'Sensory map',
    sensoryMapIntro:
      'How loud, bright and crowded each pavilion is, rated low, medium or high. Choose what to show: the map marks each pavilion with one, two or three dots, and the lists below the map say the same in words.',
    aspectLabel: 'Show',
    legendHeading: 'Key',
    levelMark: '●',
    byLevelHeading: (aspect, level) => `${aspect}: ${level}`,
  },
  ar: {
    noticeTitle: 'اطلب قبل 48 ساعة',
    notice: `يجب تقديم طلبات ${GLOSSARY.accessibility.ar} قبل 48 ساعة على الأقل: مرشد أو مترجم للغة الإشارة أو دراجة تنقّل محجوزة مسبقًا.`,
    servicesHeading: `الخدمات في ${GLOSSARY.venue.ar}`,
    whereLabel: 'أين',
    showOnMap: `اعرضها على خريطة ${GLOSSARY.venue.ar}`,
    sensoryMapHeading: 'الخريطة الحسية',
    sensoryMapIntro:
      'مستوى الضوضاء والإضاءة والازدحام في كل جناح: منخفض أو متوسط أو مرتفع. اختر ما تريد عرضه: تضع الخريطة على كل جناح نقطة أو نقطتين أو ثلاث نقاط، وتقول القوائم أسفل الخريطة الشيء نفسه بالكلمات.',
    aspectLabel: 'اعرض',
    legendHeading: 'دليل الرموز',
    levelMark: '●',
    byLevelHeading: (aspect, level) => `${aspect}: ${level}`,
  },
};
