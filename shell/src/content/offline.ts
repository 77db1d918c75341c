import type { Translations } from 'shared';

/** What the site says about the connection and about new versions (loaded only when it has something to say). */
export interface OfflineCopy {
  /** Under the header while the device has no connection. */
  offlineNotice: string;
  /** A section page this device has not saved, opened with no connection: the site's offline page. */
  sectionOffline: { title: string; body: string };
  /** Offered when the shell or a remote the page runs has a new build. */
  updateAvailable: string;
  reload: string;
}

export const OFFLINE_COPY: Translations<OfflineCopy> = {
  en: {
    offlineNotice:
      'You are offline. Pages saved on this device still open; live hotel rates and new products need a connection.',
    sectionOffline: {
      title: 'You are offline',
      body: 'This page is not saved on this device yet. It opens once you are back online; the pages you have visited are here meanwhile.',
    },
    updateAvailable: 'A new version is available',
    reload: 'Reload',
  },
  ar: {
    offlineNotice:
      'أنت غير متصل بالإنترنت. الصفحات المحفوظة على هذا الجهاز ما زالت تُفتح؛ أسعار الفنادق المباشرة والمنتجات الجديدة تحتاج إلى اتصال.',
    sectionOffline: {
      title: 'أنت غير متصل بالإنترنت',
      body: 'هذه الصفحة غير محفوظة على هذا الجهاز بعد. ستُفتح عند عودة الاتصال، وفي الأثناء تبقى الصفحات التي زرتها متاحة.',
    },
    updateAvailable: 'يتوفر إصدار جديد',
    reload: 'إعادة التحميل',
  },
};
