import { Box } from 'shared/mui';
import { HERO_MIN_HEIGHT, useFirstRenderFromServer, usePageMeta, useTranslation } from 'shared';
import { HOME_META_COPY } from '../content/home';
import { HOME_WIDGETS } from 'shared/site';
import { SECTION_NAMES, homeWidgetName } from '../content/sections';
import { RemoteModule } from '../federation/sections/RemoteModule';
import { remotes } from '../federation/runtime/remotes';
import { WidgetSkeleton } from '../federation/sections/SectionSkeleton';
import { DeferredWidget } from '../federation/hydration/DeferredWidget';
import { StaticRegion } from '../federation/hydration/StaticRegion';
import { deferredPart } from '../federation/hydration/deferredPart';
import { useRevealWhenIdle } from '../startup/useRevealWhenIdle';

// Each widget's code. Home rendered by the browser loads them in page order once idle after its
// first paint; a server-rendered Home has them in its HTML and runs each as the visitor nears it.
const WIDGET_LOADERS = HOME_WIDGETS.map(
  ({ remote, expose }) =>
    () =>
      remotes.preload(remote, expose),
);

const loadHomeContent = () => import(/* webpackChunkName: "home-content" */ './HomeContent');
const homeIntro = deferredPart(() => loadHomeContent().then((module) => module.HomeIntro));
const ticketsBanner = deferredPart(() => loadHomeContent().then((module) => module.TicketsBanner));

export function HomePage() {
  const sectionNames = useTranslation(SECTION_NAMES);
  usePageMeta(useTranslation(HOME_META_COPY));
  const revealed = useRevealWhenIdle(WIDGET_LOADERS, !useFirstRenderFromServer());
  return (
    <>
      <StaticRegion part={homeIntro} placeholder={<Box sx={{ minHeight: HERO_MIN_HEIGHT }} />} />

      {HOME_WIDGETS.map((widget, index) => {
        const { remote, expose } = widget;
        const name = homeWidgetName(widget, sectionNames);
        return (
          // Below the fold, so not in the first load (DeferredWidget). A remote that is down gives way to a small notice.
          <DeferredWidget
            key={`${remote}${expose}`}
            ready={index < revealed}
            load={WIDGET_LOADERS[index]}
            placeholder={<WidgetSkeleton label={name} />}
          >
            <RemoteModule
              remoteName={remote}
              expose={expose}
              displayName={name}
              compact
              loading={<WidgetSkeleton label={name} />}
            />
          </DeferredWidget>
        );
      })}

      <StaticRegion part={ticketsBanner} placeholder={<Box sx={{ minHeight: 320 }} />} />
    </>
  );
}
