import { yieldToMain } from './startup/yieldToMain';

/**
 * The shell's entry. There is no async boundary: the singletons the first paint needs are in this
 * one file (the federation runtime that shares them with the remotes loads later, with the first
 * section: federation/runtime/federationRuntime.ts). Their evaluation is spread over several tasks, each
 * one step (each import is already in this file, so no request), so a slow phone is never blocked
 * for one long task before the page answers (Lighthouse's Total Blocking Time).
 */
const EVALUATION_STEPS: Array<() => Promise<unknown>> = [
  // `webpackExports: []`: evaluated, no export used, so the single-bundle build still tree-shakes it.
  () => import(/* webpackMode: "eager", webpackExports: [] */ 'react-dom/client'),
  // shared/mui in parts, ahead of it: MUI's style engine (emotion, styled()), then its components a
  // few at a time (each defines its styled() parts as it is evaluated). An export is named so that
  // the module is evaluated: MUI declares no side effects, so an import of nothing would be dropped.
  () => import(/* webpackMode: "eager", webpackExports: ["CacheProvider"] */ '@emotion/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@emotion/styled'),
  () => import(/* webpackMode: "eager", webpackExports: ["styled"] */ '@mui/material/styles'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/ButtonBase'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Button'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/IconButton'),
    ]),
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Typography'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Grid'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Container'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Stack'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Box'),
    ]),
  () =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Alert'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/AppBar'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Toolbar'),
      import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Badge'),
    ]),
  // The page's first Intl formatter pays once for ICU's number and date data, a task of its own
  // worth measuring: its own step, so no render (a price, a date) carries it.
  async () => new Intl.NumberFormat(document.documentElement.lang).format(0),
];

async function start() {
  for (const step of EVALUATION_STEPS) {
    await step();
    await yieldToMain();
  }
  await import(/* webpackMode: "eager", webpackExports: [] */ './entry.client');
}

void start();
