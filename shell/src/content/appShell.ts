import { GLOSSARY, type Translations } from 'shared';

/** The copy of the frame around every page: the skip link and the last-resort error screen. */
export interface AppShellCopy {
  skipToContent: string;
  /** SPEC: the screen reads 'Unexpected Application Error!' with the error's message. */
  unexpectedError: { title: string; unknownError: string; home: string };
}

export const APP_SHELL_COPY: Translations<AppShellCopy> = {
  en: {
    skipToContent: 'Skip to content',
    unexpectedError: {
      title: 'Unexpected Application Error!',
      unknownError: 'Unknown error',
      home: 'Back to the Expo Guide home page',
    },
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    unexpectedError: {
      title: 'حدث خطأ غير متوقع في التطبيق!',
      unknownError: 'خطأ غير معروف',
      home: `العودة إلى الصفحة الرئيسية ل${GLOSSARY.brand.ar}`,
    },
  },
};
