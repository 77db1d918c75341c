import { AlertTitle } from 'shared/mui';
import { useTranslation } from 'shared';
import { OFFLINE_COPY } from '../content/offline';

/** What a section this device has not saved says with no connection (inside its SectionUnavailable notice). */
export function SectionOfflineText() {
  const { sectionOffline } = useTranslation(OFFLINE_COPY);
  return (
    <>
      <AlertTitle>{sectionOffline.title}</AlertTitle>
      {sectionOffline.body}
    </>
  );
}
