import { useCallback, useEffect, useState } from 'react';
import { useFirstRenderFromServer } from 'shared';
import { MAIN_CONTENT_ID } from '../../layout/SkipLink';
import { createHydrationGate } from './hydrationGate';
import { useRemoteLoader } from '../runtime/RemoteLoaderContext';

const ignore = () => undefined;

/**
 * A server-rendered section page whose remote code is still on its way when the shell hydrates: the
 * header answers at once, but React drops a click on the section's HTML (nothing hydrated there to
 * handle it). On a slow network a visitor's first tap ("All Products", a tab) did nothing. Clicks in
 * the main content are held from then on and replayed once the section has hydrated (hydrationGate.ts),
 * except on links, which the browser follows as it does without scripts;
 * a section that fails (its remote down, or throwing) lets them go: its notice and Retry are rendered afresh.
 * Returns what the section calls once it has hydrated or failed.
 */
export function useClicksHeldUntilHydrated(remoteName: string, expose: string): () => void {
  const loader = useRemoteLoader();
  const fromServer = useFirstRenderFromServer();
  const [gate] = useState(() => {
    if (!fromServer || typeof window === 'undefined' || loader.loaded(remoteName, expose)) return undefined;
    return createHydrationGate(() => loader.load(remoteName, expose).then(ignore, ignore), { holdLinks: false });
  });
  useEffect(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    return gate && main ? gate.watch(main) : undefined;
  }, [gate]);
  return useCallback(() => gate?.hydrated(), [gate]);
}
