/**
 * The shell's offer of shared singletons to the Module Federation runtime it starts: the very
 * modules the shell renders with (one React, one theme, one store), under the rules every remote's
 * build shares them with (shared/build/sharedModules.js). React, emotion and zustand are handed
 * over as loaded; the platform modules load on demand as imports of their own chunks, named
 * `platform-<module>` so the site server's preload hints can find them (shared/build/sectionPreload.js).
 * Even `shared`, `shared/mui` and `shared/router`, which the shell renders with: offered whole (a
 * section may use any export), they would put every export on Home's first load; as chunks, they
 * hold only what the shell's own imports have not already loaded (their modules are the same ones).
 * remoteContract.test.tsx keeps this list equal to what the remotes' builds consume.
 */
import type { createInstance } from '@module-federation/enhanced/runtime';
import * as EmotionReact from '@emotion/react';
import * as EmotionStyled from '@emotion/styled';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Zustand from 'zustand';
import emotionReactPackage from '@emotion/react/package.json';
import emotionStyledPackage from '@emotion/styled/package.json';
import reactPackage from 'react/package.json';
import reactDomPackage from 'react-dom/package.json';
import sharedPackage from 'shared/package.json';
import zustandPackage from 'zustand/package.json';
import shellPackage from '../../../package.json';

const { dependencies } = shellPackage;
const sharedVersion = sharedPackage.version;

type ShareOffer = NonNullable<Parameters<typeof createInstance>[0]['shared']>[string];

/** A singleton the shell has loaded already. `range` is the shell's dependency on its package. */
function loaded(version: string, range: string, module: unknown): ShareOffer {
  return {
    version,
    shareConfig: { singleton: true, strictVersion: true, requiredVersion: range, eager: true },
    lib: () => module,
  };
}

/** A platform module the shell loads only when a section first consumes it. */
function onDemand(load: () => Promise<unknown>): ShareOffer {
  return {
    version: sharedVersion,
    shareConfig: { singleton: true, strictVersion: true, requiredVersion: dependencies.shared, eager: false },
    get: () => load().then((module) => () => module),
  };
}

/** The platform modules every section consumes, one chunk the runtime loads as it starts (PLATFORM_CORE in shared/build/sharedModules.js). */
export const PLATFORM_CORE = ['shared', 'shared/mui', 'shared/router'] as const;

export const HOST_SHARED: Record<string, ShareOffer> = {
  react: loaded(reactPackage.version, dependencies.react, React),
  'react/jsx-runtime': loaded(reactPackage.version, dependencies.react, ReactJsxRuntime),
  'react-dom': loaded(reactDomPackage.version, dependencies['react-dom'], ReactDom),
  'react-dom/client': loaded(reactDomPackage.version, dependencies['react-dom'], ReactDomClient),
  '@emotion/react': loaded(emotionReactPackage.version, dependencies['@emotion/react'], EmotionReact),
  '@emotion/styled': loaded(emotionStyledPackage.version, dependencies['@emotion/styled'], EmotionStyled),
  zustand: loaded(zustandPackage.version, dependencies.zustand, Zustand),
  shared: onDemand(() => import(/* webpackChunkName: "platform-core" */ 'shared')),
  'shared/mui': onDemand(() => import(/* webpackChunkName: "platform-core" */ 'shared/mui')),
  'shared/router': onDemand(() => import(/* webpackChunkName: "platform-core" */ 'shared/router')),
  'shared/mui-widgets/accordion': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-widgets-accordion" */ 'shared/mui-widgets/accordion'),
  ),
  'shared/mui-widgets/checkbox': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-widgets-checkbox" */ 'shared/mui-widgets/checkbox'),
  ),
  'shared/mui-widgets/slider': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-widgets-slider" */ 'shared/mui-widgets/slider'),
  ),
  'shared/mui-widgets/snackbar': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-widgets-snackbar" */ 'shared/mui-widgets/snackbar'),
  ),
  'shared/mui-widgets/tabs': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-widgets-tabs" */ 'shared/mui-widgets/tabs'),
  ),
  'shared/mui-widgets/toggle-button': onDemand(
    () =>
      import(/* webpackChunkName: "platform-shared-mui-widgets-toggle-button" */ 'shared/mui-widgets/toggle-button'),
  ),
  // The pre-2.2 aggregate of every widget, for remotes deployed before the split (remove in shared 3.0).
  'shared/mui-widgets': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-widgets" */ 'shared/mui-widgets'),
  ),
  'shared/mui-overlays': onDemand(
    () => import(/* webpackChunkName: "platform-shared-mui-overlays" */ 'shared/mui-overlays'),
  ),
  'shared/query': onDemand(() => import(/* webpackChunkName: "platform-shared-query" */ 'shared/query')),
};
