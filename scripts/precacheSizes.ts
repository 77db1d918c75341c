/** What the service worker holds after one visit, read from its caches in Chromium: `npm run size` prints it. */
import type { Browser } from 'playwright-core';
import { OFFLINE_READY_MARK } from 'shell/startup-marks';
import { waitForMark } from '../e2e/support/marks';

export interface HeldBytes {
  /** 'shell' or a remote's package ('mfe-housing'). */
  owner: string;
  files: number;
  /** The bytes as held (decoded: the Cache API keeps bodies uncompressed). */
  bytes: number;
}

/** Visits `base` once, waits until the worker holds the current remotes, and sums its caches by owner. */
export async function heldByServiceWorker(browser: Browser, base: string): Promise<HeldBytes[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(base);
    await waitForMark(page, OFFLINE_READY_MARK, 30_000);
    const entries = await page.evaluate(async () => {
      const found: Array<{ cache: string; url: string; bytes: number }> = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          found.push({ cache: name, url: request.url, bytes: (await (await cache.match(request))!.blob()).size });
      }
      return found;
    });
    const byOwner = new Map<string, HeldBytes>();
    for (const { url, bytes } of entries) {
      const { pathname } = new URL(url);
      // Pages visited and the worker's own notes are not code; the registry belongs to the shell.
      if (!/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/__expo-worker/')) continue;
      const owner = /^\/(mfe-[a-z]+)\//.exec(pathname)?.[1] ?? 'shell';
      const held = byOwner.get(owner) ?? { owner, files: 0, bytes: 0 };
      held.files += 1;
      held.bytes += bytes;
      byOwner.set(owner, held);
    }
    return [...byOwner.values()].sort((a, b) =>
      a.owner === 'shell' ? -1 : b.owner === 'shell' ? 1 : a.owner.localeCompare(b.owner),
    );
  } finally {
    await context.close();
  }
}
