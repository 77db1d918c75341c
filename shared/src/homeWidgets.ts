import { SECTIONS, type HomeWidget, type RemoteName } from './sections';

/** The Home parts that belong to sections, in page order; each comes from its remote. */
export const HOME_WIDGETS: Array<HomeWidget & { remote: RemoteName }> = SECTIONS.flatMap((section) =>
  section.homeWidget ? [{ ...section.homeWidget, remote: section.remote }] : [],
).sort((a, b) => a.order - b.order);
