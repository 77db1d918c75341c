import type { Translations } from 'shared';
// By its path: the shell's webpack config reads this module in Node, without the platform's UI.
import { GLOSSARY } from 'shared/site';

/** What a phone shows of the installed guide: its names and description (the web app manifest, one per language). */
export interface InstallableAppCopy {
  name: string;
  /** Under the icon on a home screen: 12 characters or fewer. */
  shortName: string;
  description: string;
}

export const INSTALLABLE_APP_COPY: Translations<InstallableAppCopy> = {
  en: {
    name: 'Expo Guide: Riyadh World Expo 2030',
    shortName: 'Expo Guide',
    description:
      'Tickets, housing, dining, things to do and directions for the world expo at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031.',
  },
  ar: {
    name: `${GLOSSARY.brand.ar}: ${GLOSSARY.expo.ar}`,
    shortName: GLOSSARY.brand.ar,
    description:
      'التذاكر والإقامة والمطاعم والأنشطة والاتجاهات لإكسبو الرياض العالمي في مدينة إكسبو الرياض، من 1 أكتوبر 2030 إلى 31 مارس 2031.',
  },
};

/** The installed app's colours: the brand green of the theme and the page background. */
export const INSTALLABLE_APP_COLORS = { theme: '#0b5d4b', background: '#fafaf7' };
