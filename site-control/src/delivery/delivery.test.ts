/** @jest-environment node */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { recordBaseReleases } from 'site-contract/releases/baseReleases';
import { createDelivery } from './delivery';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import {
  createFileRevisionStore,
  RevisionStoreUnreachable,
  type InstanceReport,
  type RevisionStore,
} from 'site-contract/registry/revisionStore';
import { checkUpload } from 'site-contract/releases/uploadCheck';
import { hangingRevisionStore } from 'site-contract/testing';
import { minimalAccessUpload } from 'site-contract/testing';

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

  it('fails with the store’s error even when the audit log cannot take the entry either', async () => {
    const store = createFileRevisionStore(path.join(dataDir, 'registry'));
    const auditFile = path.join(dataDir, 'audit.log');
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions: hangingRevisionStore(store, () => false),
      audit: createFileAuditLog(auditFile),
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a1'));
    // The log's file replaced by a folder: every append to it fails.
    rmSync(auditFile);
    mkdirSync(auditFile);
    await expect(delivery.promote('access-team', 'mfe-access', 'a1')).rejects.toThrow(RevisionStoreUnreachable);
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

describe('the base release: the build the site started with', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-delivery-base-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A delivery service whose instance started with mfe-access's build `base` (recorded as its base release) and a release a1 published. */
  async function siteStartedWith(base = 'base-1', { instances }: { instances?: InstanceReport[] } = {}) {
    const releases = createLocalReleaseStore(dataDir);
    const files = createFileRevisionStore(path.join(dataDir, 'registry'));
    const revisions: RevisionStore = instances ? { ...files, instances: async () => instances } : files;
    const audit = createFileAuditLog(path.join(dataDir, 'audit.log'));
    await recordBaseReleases(
      [
        {
          remote: 'mfe-access',
          release: base,
          source: '/mfe-access/mf-manifest.json',
          upload: checkUpload('mfe-access', minimalAccessUpload(base)),
        },
      ],
      releases,
    );
    const delivery = createDelivery({
      releases,
      revisions,
      audit,
      bases: { 'mfe-access': base },
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    await delivery.publish('access-team', 'mfe-access', minimalAccessUpload('a1'));
    return { delivery, revisions, audit, releases };
  }

  it('is listed as live while nothing is promoted, and a first release can be a canary against it', async () => {
    const { delivery, revisions } = await siteStartedWith();
    expect((await delivery.list('mfe-access')).map(({ release, live, isBase }) => ({ release, live, isBase }))).toEqual(
      expect.arrayContaining([
        { release: 'base-1', live: true, isBase: true },
        { release: 'a1', live: false, isBase: false },
      ]),
    );
    await delivery.promote('access-team', 'mfe-access', 'a1', undefined, { percent: 10 });
    expect((await revisions.latest())?.remotes.mfe_access).toMatchObject({
      release: 'base-1',
      canary: { release: 'a1', percent: 10 },
    });
    // Rolled back, the canary's visitors are on the base release.
    await delivery.rollback('judge', 'mfe-access');
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'base-1' });
  });

  it('is what rollback returns to after a first promote, in words in the audit log, and can be named with --to', async () => {
    const { delivery, revisions, audit } = await siteStartedWith();
    await delivery.promote('access-team', 'mfe-access', 'a1');
    await delivery.rollback('access-team', 'mfe-access', undefined, 'a1 is wrong');
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'base-1' });
    expect((await audit.read({ remote: 'mfe-access', limit: 1 }))[0]).toMatchObject({
      action: 'rollback',
      release: 'base-1',
      base: true,
      note: 'a1 is wrong',
    });
    // Back on the base with nothing before it but a1: rollback goes to a1; --to names the base again.
    await delivery.rollback('access-team', 'mfe-access');
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'a1' });
    await delivery.rollback('access-team', 'mfe-access', 'base-1');
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'base-1' });
  });

  it('refuses a canary against the base release while another instance started from another build, naming it', async () => {
    const at = new Date().toISOString();
    const { delivery, revisions } = await siteStartedWith('base-1', {
      instances: [
        { instance: 'site-a', revision: 0, at, bases: { 'mfe-access': 'base-1' } },
        { instance: 'site-b', revision: 0, at, bases: { 'mfe-access': 'base-2' } },
        // Silent for a minute: gone, not counted.
        { instance: 'site-old', revision: 0, at: new Date(Date.now() - 60_000).toISOString(), bases: {} },
      ],
    });
    await expect(delivery.promote('access-team', 'mfe-access', 'a1', undefined, { percent: 10 })).rejects.toThrow(
      /site-b started from base-2: the comparison would not be like for like/,
    );
    await expect(delivery.promote('access-team', 'mfe-access', 'a1', undefined, { percent: 10 })).rejects.not.toThrow(
      /site-old/,
    );
    expect(await revisions.latest()).toBeUndefined();
  });

  it('refuses a promote or rollback to a release whose stored files no longer match their hashes, naming them, before the registry changes', async () => {
    const { delivery, revisions, releases } = await siteStartedWith();
    await delivery.promote('access-team', 'mfe-access', 'a1');
    // The base release's entry, changed on disk after it was recorded.
    const entry = path.join(releases.filesFolder('mfe-access', 'base-1'), 'remoteEntry.js');
    chmodSync(entry, 0o644);
    writeFileSync(entry, '/* changed on disk */');
    await expect(delivery.rollback('access-team', 'mfe-access')).rejects.toThrow(
      /mfe-access base-1 cannot go live: a stored file no longer matches its hash recorded when it was recorded as the base release .*: remoteEntry\.js\. Nothing was changed\./,
    );
    rmSync(path.join(releases.filesFolder('mfe-access', 'a1'), 'server', 'remoteEntry.js'), { force: true });
    await expect(delivery.promote('access-team', 'mfe-access', 'a1', undefined, { percent: 10 })).rejects.toThrow(
      /server\/remoteEntry\.js/,
    );
    expect((await revisions.latest())?.revision).toBe(1);
  });
});
