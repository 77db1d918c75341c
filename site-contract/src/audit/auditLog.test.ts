/** @jest-environment node */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileAuditLog } from './auditLog';

describe('the audit log', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'expo-audit-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps who did what, when, to which release and revision, across a restart, newest first', async () => {
    const file = path.join(folder, 'audit.log');
    await createFileAuditLog(file).append({
      who: 'shop-team',
      action: 'publish',
      remote: 'mfe-shop',
      release: 's2',
      note: 'new mugs',
    });
    await createFileAuditLog(file).append({
      who: 'shop-team',
      action: 'promote',
      remote: 'mfe-shop',
      release: 's2',
      revisionBefore: 4,
      revisionAfter: 5,
    });
    await createFileAuditLog(file).append({
      who: 'platform',
      action: 'pause',
      remote: 'mfe-access',
      revisionBefore: 5,
      revisionAfter: 6,
    });
    // A torn last line (a crash mid-write) is skipped, not fatal.
    appendFileSync(file, '{"who":"x"');
    const log = createFileAuditLog(file);
    expect((await log.read()).map((entry) => [entry.action, entry.remote])).toEqual([
      ['pause', 'mfe-access'],
      ['promote', 'mfe-shop'],
      ['publish', 'mfe-shop'],
    ]);
    expect(await log.read({ remote: 'mfe-shop', limit: 1 })).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        who: 'shop-team',
        action: 'promote',
        remote: 'mfe-shop',
        release: 's2',
        revisionBefore: 4,
        revisionAfter: 5,
      },
    ]);
  });
});
