/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileAuditLog } from './auditLog';
import { createDelivery } from './delivery';
import { RevisionStoreUnreachable } from './redisRevisionStore';
import { createLocalReleaseStore } from './releaseStore';
import { createFileRevisionStore, type RevisionStore } from './revisionStore';
import { hangingRevisionStore } from '../testing/hangingRevisionStore';
import { minimalAccessUpload } from '../testing/releases';

describe('a change the registry store did not answer', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-delivery-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fails with the store’s error and is in the audit log as maybe made, with what it would have made live', async () => {
    const store = createFileRevisionStore(path.join(dataDir, 'registry'));
    // Redis ran the change, then its answer never came (a hang, a cut connection).
    const unanswered: RevisionStore = {
      ...store,
      append: async (next) => {
        await store.append(next);
        throw new RevisionStoreUnreachable('unknown');
      },
    };
    const audit = createFileAuditLog(path.join(dataDir, 'audit.log'));
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions: unanswered,
      audit,
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a1'));
    await expect(delivery.promote('access-team', 'mfe-access', 'a1', 'go')).rejects.toThrow(
      'the change may or may not have been made',
    );
    expect(await audit.read({ remote: 'mfe-access', limit: 10 })).toEqual([
      expect.objectContaining({ action: 'promote', release: 'a1', note: 'go', outcome: 'unknown' }),
      expect.objectContaining({ action: 'publish', release: 'a1' }),
    ]);
    expect((await store.latest())?.remotes).toEqual({ mfe_access: { release: 'a1' } });
  });

  it('never lists a change it did not hear back about as a promotion', async () => {
    const store = createFileRevisionStore(path.join(dataDir, 'registry'));
    let answers = true;
    // The second promote is sent and never answered; the store did not make it.
    const unanswered = hangingRevisionStore(store, () => answers);
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions: unanswered,
      audit: createFileAuditLog(path.join(dataDir, 'audit.log')),
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a1'));
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a2'));
    await delivery.promote('access-team', 'mfe-access', 'a1');
    answers = false;
    await expect(delivery.promote('platform', 'mfe-access', 'a2')).rejects.toThrow(RevisionStoreUnreachable);
    await expect(delivery.rollback('platform', 'mfe-access', 'a1')).rejects.toThrow(RevisionStoreUnreachable);

    const listed = await delivery.list('mfe-access');
    expect(listed.map(({ release, live, promotedBy }) => ({ release, live, promotedBy }))).toEqual(
      expect.arrayContaining([
        { release: 'a2', live: false, promotedBy: undefined },
        { release: 'a1', live: true, promotedBy: 'access-team' },
      ]),
    );
    expect(listed).toHaveLength(2);
  });

  it('lists who promoted a canary, not who rolled it back', async () => {
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions: createFileRevisionStore(path.join(dataDir, 'registry')),
      audit: createFileAuditLog(path.join(dataDir, 'audit.log')),
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a1'));
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a2'));
    await delivery.promote('access-team', 'mfe-access', 'a1');
    await delivery.promote('access-team', 'mfe-access', 'a2', undefined, { percent: 10 });
    await delivery.rollback('platform', 'mfe-access');

    const listed = await delivery.list('mfe-access');
    expect(
      listed.map(({ release, live, canaryPercent, promotedBy }) => ({ release, live, canaryPercent, promotedBy })),
    ).toEqual(
      expect.arrayContaining([
        { release: 'a2', live: false, canaryPercent: undefined, promotedBy: 'access-team' },
        { release: 'a1', live: true, canaryPercent: undefined, promotedBy: 'access-team' },
      ]),
    );
  });
});
