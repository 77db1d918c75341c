import { StrictMode, startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { LOCALE_INFO, localeOfPath } from 'shared';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './App';
import { remotes } from './federation/runtime/remotes';
import { onRecoverableError } from './federation/hydration/recoverableError';
import { loadInfoPage } from './pages/lazyInfoPage';
import { infoPagePathOf } from 'shared/site';
import { adoptServerStyles, forgetComposedStyles } from './startup/serverStyles';
import { createLeftToRightCache } from './i18n/stylePrefixer';
import { nextIdle, pageLoaded } from './startup/whenIdle';
import { APP_INTERACTIVE_MARK, whenMarked } from './startup/startupMarks';
import { takeOverEarlyClicks } from './startup/earlyClicks';
import { report, startTelemetry } from './telemetry/telemetry';

const options: RootOptions = { onRecoverableError: onRecoverableError(report) };

async function start() {
  // Remote URLs come from the registry at run time (carried by a server-rendered page), so a remote
  // can move or redeploy without a shell build. The first paint does not wait for it: only loading a section does.
  void remotes.start();
  const container = document.getElementById('root')!;
  // The page's language is its path's; the server wrote <html lang dir> (a page the browser renders itself gets them here).
  const { locale, path } = localeOfPath(window.location.pathname);
  const { dir } = LOCALE_INFO[locale];
  // Written only when they differ: setting either, even to the same value, restyles the whole page.
  const root = document.documentElement;
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
  // A right-to-left page's style cache (and its stylis plugin) loads only for such a page; left to
  // right is a cache of its own key (stylePrefixer.ts), the page's own so it can forget the server's composed styles.
  // An info page's own chunk, before hydrating its server-rendered HTML (alongside the style cache's).
  const [styleCache] = await Promise.all([
    dir === 'rtl'
      ? import(/* webpackChunkName: "rtl-style-cache" */ './i18n/styleCache').then(({ createStyleCache }) =>
          createStyleCache('rtl'),
        )
      : createLeftToRightCache(),
    infoPagePathOf(path) ? loadInfoPage() : undefined,
  ]);
  adoptServerStyles(styleCache);
  const site = <App locale={locale} />;
  const app = (
    <StrictMode>
      <CacheProvider value={styleCache}>{site}</CacheProvider>
    </StrictMode>
  );
  // The site server renders every page; a dev server or static host sends an empty root. Either way
  // the work runs in a transition, so React yields to the browser between units of work instead of
  // one long task. Taps stay held by the first script until the page is interactive (earlyClicks.ts),
  // so none makes React finish hydrating at once inside it; a link's click, or a key the first script
  // does not hold (typing, Tab), still does, and is then handled. Shortcuts and the router's history
  // listener answer once APP_INTERACTIVE_MARK is set.
  takeOverEarlyClicks(whenMarked(APP_INTERACTIVE_MARK));
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app, options);
    else createRoot(container, options).render(app);
  });
  // Hydrated: the app's effects have run (an idle moment alone can come between units of a slow
  // hydration, which would then write again the composed styles it still needs).
  const settled = Promise.all([pageLoaded(), whenMarked(APP_INTERACTIVE_MARK)]).then(nextIdle);
  void settled.then(() => forgetComposedStyles(styleCache));
  // Telemetry's collector, once the page is interactive and idle (its sources only queue until then).
  const landing = window.location.pathname;
  if (process.env.NODE_ENV === 'production') void settled.then(() => startTelemetry(remotes.entryOf, landing));
}

void start();
