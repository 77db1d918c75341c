import { intentHandlers } from '../../layout/intentHandlers';
import { remotes } from '../runtime/remotes';
import { sectionForPath } from 'shared/site';

/**
 * Props for a link to a section: hovering, focusing or touching it preloads that section's remote
 * module, so the click that follows renders it at once.
 */
export function preloadOnIntent(to: string) {
  const section = sectionForPath(to);
  if (!section) return {};
  return intentHandlers(() => void remotes.preload(section.remote, section.expose));
}
