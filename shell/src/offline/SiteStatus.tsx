import { Suspense, lazy } from 'react';
import { useOnline } from './useOnline';
import { useSiteUpdates } from './siteUpdates';

// Their code loads only when they have something to say: off every first load, and from the
// service worker's precache when offline.
const OfflineNotice = lazy(() =>
  import(/* webpackChunkName: "site-status" */ './OfflineNotice').then((module) => ({ default: module.OfflineNotice })),
);
const SectionOfflineText = lazy(() =>
  import(/* webpackChunkName: "site-status" */ './SectionOfflineText').then((module) => ({
    default: module.SectionOfflineText,
  })),
);
const UpdatePrompt = lazy(() =>
  import(/* webpackChunkName: "site-status" */ './UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** "You are offline" under the header while the device has no connection. */
export function OfflineStatus() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}

/** "A new version is available" once the shell or a remote the page runs has a new build. */
export function UpdateStatus() {
  const apply = useSiteUpdates((state) => state.apply);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt apply={apply} />
    </Suspense>
  );
}

/** A section's notice with no connection: the site's offline message, not a fault. */
export function SectionOfflineMessage() {
  return (
    <Suspense fallback={null}>
      <SectionOfflineText />
    </Suspense>
  );
}
