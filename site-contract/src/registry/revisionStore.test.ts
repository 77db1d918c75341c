/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../paths';
import {
  changeRegistry,
  createFileRevisionStore,
  DecisionFenced,
  RevisionConflict,
  RevisionStoreUnreachable,
  type RevisionStore,
} from './revisionStore';

describe('the registry’s revisions in a folder', () => {
  let folder: string;
  beforeEach(() => (folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'expo-registry-')), 'registry')));
  afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

  it('are numbered from 1, each the one before with one change', async () => {
    const store = createFileRevisionStore(folder);
    expect(await store.latest()).toBeUndefined();
    await changeRegistry(store, 'platform', 'seed', () => ({
      mfe_shop: { release: 's1' },
      mfe_access: { release: 'a1' },
    }));
    const { before, after } = await changeRegistry(store, 'shop-team', 'promote mfe-shop s2', (remotes) => ({
      ...remotes,
      mfe_shop: { release: 's2' },
    }));
    expect(before?.revision).toBe(1);
    expect(after).toMatchObject({
      revision: 2,
      by: 'shop-team',
      change: 'promote mfe-shop s2',
      remotes: { mfe_shop: { release: 's2' }, mfe_access: { release: 'a1' } },
    });
    expect(await store.latest()).toEqual(after);
  });

  it('refuse a revision that does not follow the latest (a compare-and-swap)', async () => {
    const store = createFileRevisionStore(folder);
    await changeRegistry(store, 'platform', 'seed', () => ({}));
    await expect(store.append({ revision: 1, at: '', by: 'x', change: 'stale', remotes: {} })).rejects.toThrow(
      RevisionConflict,
    );
    await expect(store.append({ revision: 3, at: '', by: 'x', change: 'gap', remotes: {} })).rejects.toThrow(
      RevisionConflict,
    );
    expect((await store.latest())?.revision).toBe(1);
  });

  describe('a change the judge decided whose answer never came (Redis stopped answering once it was sent)', () => {
    const rollback = (store: RevisionStore) =>
      changeRegistry(store, 'judge', 'rollback mfe-shop', (remotes) => ({ ...remotes, mfe_shop: { release: 's1' } }), {
        decided: { revision: 1, token: 4 },
      });
    const seeded = async () => {
      const store = createFileRevisionStore(folder);
      await changeRegistry(store, 'platform', 'seed', () => ({ mfe_shop: { release: 's2' } }));
      return store;
    };

    it('is known made when its revision is there, in its term', async () => {
      const store = await seeded();
      const answerLost: RevisionStore = {
        ...store,
        append: async (next) => {
          await store.append(next);
          throw new RevisionStoreUnreachable('unknown');
        },
      };
      const { after } = await rollback(answerLost);
      expect(after).toMatchObject({ revision: 2, term: 4 });
      expect(await store.latest()).toEqual(after);
    });

    it('is known refused when another change holds the only revision it could have been', async () => {
      const store = await seeded();
      const overtaken: RevisionStore = {
        ...store,
        append: async () => {
          await changeRegistry(store, 'judge', 'rollback mfe-shop', (remotes) => remotes, {
            decided: { revision: 1, token: 5 },
          });
          throw new RevisionStoreUnreachable('unknown');
        },
      };
      await expect(rollback(overtaken)).rejects.toThrow(DecisionFenced);
      expect(await store.latest()).toMatchObject({ revision: 2, term: 5 });
    });

    it('is not called refused when another change lands while it looks (its revision then out of the history read)', async () => {
      const store = await seeded();
      const pause = () => changeRegistry(store, 'shop-team', 'pause mfe-shop', (remotes) => remotes);
      const moving: RevisionStore = {
        ...store,
        // Made as revision 2, a team's change made after it, and the answer lost.
        append: async (next) => {
          await store.append(next);
          await pause();
          throw new RevisionStoreUnreachable('unknown');
        },
        // Another lands between the look at the latest revision and the read of the history.
        history: async (limit) => {
          await pause();
          return store.history(limit);
        },
      };
      await expect(rollback(moving)).rejects.toMatchObject({ changed: 'unknown' });
      expect((await store.history(3)).map(({ revision, by }) => `${revision} ${by}`)).toEqual([
        '4 shop-team',
        '3 shop-team',
        '2 judge',
      ]);
    });

    it('stays unknown while nothing holds its revision (it may still arrive)', async () => {
      const store = await seeded();
      const lost: RevisionStore = {
        ...store,
        append: async () => {
          throw new RevisionStoreUnreachable('unknown');
        },
      };
      await expect(rollback(lost)).rejects.toMatchObject({ changed: 'unknown' });
    });
  });

  it('keep what each instance last said it serves, one file per instance, replaced whole', async () => {
    const store = createFileRevisionStore(folder);
    expect(await store.instances()).toEqual([]);
    await store.report({ instance: 'web-1:8080', revision: 1, at: '2030-10-01T09:00:00.000Z' });
    await store.report({ instance: 'web/2:8080', revision: 1, at: '2030-10-01T09:00:01.000Z' });
    await store.report({ instance: 'web-1:8080', revision: 2, at: '2030-10-01T09:00:05.000Z' });
    expect((await store.instances()).sort((a, b) => a.instance.localeCompare(b.instance))).toEqual([
      { instance: 'web-1:8080', revision: 2, at: '2030-10-01T09:00:05.000Z' },
      { instance: 'web/2:8080', revision: 1, at: '2030-10-01T09:00:01.000Z' },
    ]);
  });

  it('let two processes changing different remotes at once both land, neither overwriting the other', async () => {
    const changes = 15;
    const writer = (remote: string) =>
      promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `const { changeRegistry, createFileRevisionStore } = require(${JSON.stringify(path.join(__dirname, 'revisionStore.ts'))});
           (async () => {
             const store = createFileRevisionStore(${JSON.stringify(folder)});
             for (let i = 1; i <= ${changes}; i++) await changeRegistry(store, ${JSON.stringify(remote)}, 'promote ' + i, (remotes) => ({ ...remotes, [${JSON.stringify(remote)}]: { release: String(i) } }), { attempts: 1000 });
           })().catch((error) => { console.error(error); process.exit(1); });`,
        ],
        { cwd: REPO_ROOT },
      );
    await Promise.all([writer('mfe_shop'), writer('mfe_access')]);
    const latest = await createFileRevisionStore(folder).latest();
    expect(latest?.revision).toBe(2 * changes);
    expect(latest?.remotes).toEqual({
      mfe_shop: { release: String(changes) },
      mfe_access: { release: String(changes) },
    });
  }, 60_000);
});
