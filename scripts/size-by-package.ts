/**
 * `npm run size:packages`: what each main route's first-load JavaScript (as `npm run size` counts it)
 * is made of, per category and per package, gzip -9 per package. It reads the builds' source maps, so
 * build with them first: `SOURCE_MAPS=hidden npm run build` (an analysis build: release it without).
 * ROUTES=/,/things-to-do picks routes; TOP=n lists n packages per route (default 12).
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/browser';
import { ARABIC_HOME, MAIN_ROUTES } from '../e2e/support/routes';
import { startSiteServer } from 'site-server/testing';
import { CATEGORIES, bytesByCategory, bytesByPackage, type BuiltFile } from './bytesByPackage';
import { federatedFileFor, kb, measureBytes } from './measureBytes';

const PORT = Number(process.env.SIZE_PORT ?? 4402);
const TOP = Number(process.env.TOP ?? 12);
const chosen = process.env.ROUTES?.split(',');
const routes = [...MAIN_ROUTES, ARABIC_HOME].filter((route) => !chosen || chosen.includes(route.path));

function builtFile(urlPath: string): BuiltFile {
  const file = federatedFileFor(urlPath);
  const map = existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')) : undefined;
  return { code: readFileSync(file, 'utf8'), map };
}

function builtFiles(urlPaths: string[]): BuiltFile[] {
  const files = urlPaths.map(builtFile);
  if (!files.some((file) => file.map))
    throw new Error('These builds have no source maps: build with SOURCE_MAPS=hidden npm run build first.');
  return files;
}

async function main() {
  const server = await startSiteServer({ port: PORT });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const rows = await measureBytes(browser, server.url, federatedFileFor, routes);
    const measured = rows.map((row) => {
      const packages = bytesByPackage(builtFiles(row.firstLoadScripts));
      return { row, packages, totals: bytesByCategory(packages) };
    });
    const cell = (text: string) => text.padStart(14);
    console.log('\nFirst-load JavaScript by what it is made of (gzip -9 per package, so the parts add up to a little');
    console.log('more than the files: a file compresses its packages together)\n');
    console.log(`${''.padEnd(28)}${rows.map((row) => cell(row.route)).join('')}`);
    console.log(`${'the files, as npm run size'.padEnd(28)}${rows.map((row) => cell(kb(row.js))).join('')}`);
    for (const category of CATEGORIES)
      console.log(`${category.padEnd(28)}${measured.map(({ totals }) => cell(kb(totals[category]))).join('')}`);
    for (const { row, packages } of measured)
      console.log(
        `\n${row.route}: ${packages
          .slice(0, TOP)
          .map((item) => `${item.name} ${kb(item.bytes)}`)
          .join(', ')}`,
      );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
