/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryOf } from 'site-contract/registry/registry';
import { followRevisions } from './liveRegistry';
import { changeRegistry, createFileRevisionStore, type RevisionStore } from 'site-contract/registry/revisionStore';

const SEED = { mfe_shop: '/mfe-shop/mf-manifest.json', mfe_access: 'https://cdn.example/mfe-access/mf-manifest.json' };

describe('the registry visitors get', () => {
  it('is the seed with each promoted remote at its release, and a paused one left out', () => {
    const revision = {
      revision: 3,
      at: '',
      by: 'platform',
      change: 'pause mfe-access',
      remotes: { mfe_shop: { release: 's2' }, mfe_access: { release: 'a1', paused: true }, mfe_gone: { release: 'x' } },
    };
    expect(registryOf(SEED, revision)).toEqual({ mfe_shop: '/releases/mfe-shop/s2/files/mf-manifest.json' });
    expect(registryOf(SEED, undefined)).toEqual(SEED);
  });

  it('follows the latest revision, and keeps the last one read while the store cannot be read', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'expo-live-'));
    try {
      const store = createFileRevisionStore(folder);
      const errors: unknown[] = [];
      let failing = false;
      const flaky: RevisionStore = {
        ...store,
        latest: () => (failing ? Promise.reject(new Error('disk gone')) : store.latest()),
      };
      const live = await followRevisions(flaky, SEED, { intervalMs: 60_000, onError: (error) => errors.push(error) });
      expect([live.revision(), live.current()]).toEqual([0, SEED]);
      await changeRegistry(store, 'shop-team', 'promote', (remotes) => ({ ...remotes, mfe_shop: { release: 's2' } }));
      await live.refresh();
      expect([live.revision(), live.current().mfe_shop]).toEqual([1, '/releases/mfe-shop/s2/files/mf-manifest.json']);
      failing = true;
      await live.refresh();
      expect([live.revision(), live.current().mfe_shop, errors.length]).toEqual([
        1,
        '/releases/mfe-shop/s2/files/mf-manifest.json',
        1,
      ]);
      live.stop();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reports the revision this instance serves: each new one at once, and again every heartbeat', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'expo-live-'));
    try {
      const store = createFileRevisionStore(folder);
      const reports: number[] = [];
      const watched: RevisionStore = {
        ...store,
        report: (served) => (reports.push(served.revision), store.report(served)),
      };
      const live = await followRevisions(watched, SEED, {
        intervalMs: 60_000,
        instance: 'web-1:8080',
        reportEveryMs: 50,
      });
      expect(reports).toEqual([0]);
      await live.refresh();
      expect(reports).toEqual([0]);
      await changeRegistry(store, 'shop-team', 'promote', (remotes) => ({ ...remotes, mfe_shop: { release: 's2' } }));
      await live.refresh();
      expect(reports).toEqual([0, 1]);
      await new Promise((resolve) => setTimeout(resolve, 60));
      await live.refresh();
      expect(reports).toEqual([0, 1, 1]);
      expect(await store.instances()).toEqual([{ instance: 'web-1:8080', revision: 1, at: expect.any(String) }]);
      live.stop();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
