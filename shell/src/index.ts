import { yieldToMain } from './startup/yieldToMain';

/**
 * The shell's entry. There is no async boundary: the singletons the first paint needs are in this
 * one file (the federation runtime that shares them with the remotes loads later, with the first
 * section: federation/federationRuntime.ts). Their evaluation is spread over a few tasks
 * (each import is already in this file, so no request), so a slow phone is never blocked for one
 * long task before the first render (Lighthouse's Total Blocking Time). `webpackExports: []`: these
 * imports only evaluate, and use no export, so the single-bundle build still tree-shakes them.
 */
async function start() {
  await import(/* webpackMode: "eager", webpackExports: [] */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: [] */ 'shared/mui');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: [] */ 'shared');
  await yieldToMain();
  await import(/* webpackMode: "eager", webpackExports: [] */ './bootstrap');
}

void start();
