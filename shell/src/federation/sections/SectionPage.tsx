import { useTranslation } from 'shared';
import { SECTION_NAMES, sectionRouteName } from '../../content/sections';
import { RemoteModule } from './RemoteModule';
import { SectionSkeleton } from './SectionSkeleton';
import { useClicksHeldUntilHydrated } from '../hydration/useClicksHeldUntilHydrated';
import type { SectionRoute } from 'shared/site';

/** A section route's page: its remote module, named in the page's language in its loading and fallback states; a click before it has hydrated is not lost. */
export function SectionPage({ route }: { route: SectionRoute }) {
  const name = sectionRouteName(route, useTranslation(SECTION_NAMES));
  const onSettled = useClicksHeldUntilHydrated(route.remote, route.expose);
  return (
    <RemoteModule
      remoteName={route.remote}
      expose={route.expose}
      displayName={name}
      loading={<SectionSkeleton label={name} />}
      onSettled={onSettled}
    />
  );
}
