import { preloadSection } from './remoteLoader';
import { sectionForPath } from './sectionRoutes';

/**
 * Props for a link to a section: hovering, focusing or touching it preloads that section's remote,
 * so the click that follows renders without waiting for the network.
 */
export function preloadOnIntent(to: string) {
  const section = sectionForPath(to);
  if (!section) return {};
  const preload = () => preloadSection(section.remote, section.expose);
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
