/**
 * Issue 68's drills, with real processes (scripts/bench/controlFleet.ts): two site servers and two
 * `site-control` replicas, each pair behind HAProxy, over one redis-server and the S3 server. What a
 * section team does through the balancer must not depend on which replica answers, and no judge may
 * act on a state it did not judge:
 * - published through one replica, promoted through the other; signed in on the platform page of one,
 *   acting through the other;
 * - the leader killed (SIGKILL) during a canary whose code crashes in the browser only (its visitors
 *   in Chromium, the shell's telemetry reporting it): the other replica takes the lease within the
 *   lease time and a renewal, and its judge rolls the canary back, on figures counted before the
 *   kill as well as after;
 * - the leader's rollback on its way to Redis (held by the relay) while the leader is frozen (SIGSTOP)
 *   past its lease: the other takes over and rolls back itself; the old leader's change, arriving
 *   late, is refused, logged and audited, and the registry has the new leader's decision only;
 * - a replica killed mid-publish: no half release is listed, and the same upload lands on the other;
 * - both replicas publishing different remotes at once: both land, in one audit log.
 * In e2e/ rather than a package's tests: it runs the bench's HAProxy (scripts/bench/haproxy.ts).
 */
import type { Browser } from '@playwright/test';
import { TELEMETRY_READY_MARK } from 'shell/startup-marks';
import { changedAccessBuild, editedBuild, postPlatformForm } from 'site-server/testing';
import {
  DRILL_CONTROL,
  newVisitor,
  startControlFleet,
  termsLed,
  type ControlFleet,
  type ControlReplica,
} from '../scripts/bench/controlFleet';
import { expect, test } from './support/fixtures';
import { hide, waitForMark } from './support/marks';

// Ports of their own (releasesFleet.spec.ts takes 4321 on): the sites, then the replicas, 10 further on per worker.
const BASE_PORT = 4361;
/** Visitors each side of a canary needs before the judge decides. */
const MIN_VISITORS = 12;

interface AuditEntry {
  at: string;
  who: string;
  action: string;
  release?: string;
  outcome?: 'unknown' | 'fenced';
  verdict?: string;
  note?: string;
  revisionAfter?: number;
}
interface Status {
  revision: number;
  remotes: Record<string, { release: string; paused?: true; canary?: { release: string; percent: number } }>;
}

let fleet: ControlFleet;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const filesOf = (remote: string, release: string) => `/releases/${remote}/${release}/files/`;

/** What `check` answers once it is truthy, asked every 50 ms; fails naming `what` after `withinMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, withinMs = 15_000): Promise<T> {
  const since = Date.now();
  for (;;) {
    const answer = await check().catch(() => undefined);
    if (answer) return answer;
    if (Date.now() - since > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(50);
  }
}

type Visitor = ReturnType<typeof newVisitor>;
const headersOf = (visitor: Visitor) => ({ cookie: visitor.cookie, 'x-bench-client': visitor.client });

const PERCENT = 50;
/** A registry change as the Redis protocol carries it: its keys, one after the other. */
const REGISTRY_CHANGE =
  /expo:registry:latest\r\n\$\d+\r\nexpo:registry:revisions\r\n\$\d+\r\nexpo:control:leader-term\r\n/;

/**
 * A build of mfe-access whose browser code crashes (its routes module throws when it loads) and whose
 * server build is the same as the live one's: every gate passes, every server render is fine, and only
 * the visitors' browsers meet the crash.
 */
function browserCrashBuild(id: string): string {
  const { folder, changed } = editedBuild(fleet.work, 'mfe-access', id, (file, text) =>
    file.startsWith('server/')
      ? text
      : text.replace('title:"Access & Directions"', 'title:(()=>{throw new Error("a browser-only crash")})()'),
  );
  expect(changed, 'the browser build has the section title').toBe(1);
  return folder;
}

/**
 * New visitors open /access through the balancer: `crashing` of them whom the canary `release` takes,
 * each in Chromium, where the canary's code crashes and the shell's telemetry reports it when the
 * page is hidden; and `live` whom it leaves on the live release (their pages fetched, each counted
 * as a visitor by the server). Each page names its release as the server chose it.
 */
async function visitCanary(browser: Browser, release: string, { crashing, live }: { crashing: number; live: number }) {
  for (let index = 0; index < live; index++) {
    const visitor = newVisitor({ percent: PERCENT, on: false });
    const html = await (await fetch(`${fleet.siteBalancer.url}/access`, { headers: headersOf(visitor) })).text();
    expect(html, 'a live visitor gets the live release').not.toContain(filesOf('mfe-access', release));
  }
  for (let index = 0; index < crashing; index++) {
    const visitor = newVisitor({ percent: PERCENT, on: true });
    const context = await browser.newContext({
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-bench-client': visitor.client },
    });
    try {
      await context.addCookies([{ name: 'expo_vid', value: visitor.id, url: fleet.siteBalancer.url }]);
      const page = await context.newPage();
      const response = await page.goto(`${fleet.siteBalancer.url}/access`);
      expect(await response!.text(), 'the canary takes this visitor').toContain(filesOf('mfe-access', release));
      await expect(page.getByTestId('section-unavailable')).toBeVisible();
      await waitForMark(page, TELEMETRY_READY_MARK, 10_000);
      const reported = page.waitForResponse((answer) => answer.url().endsWith('/telemetry'));
      await hide(page);
      expect((await reported).status(), 'the report is taken').toBe(204);
    } finally {
      await context.close();
    }
  }
}

const status = (from?: ControlReplica) => fleet.read<Status>('/v1/status', from);
const auditOf = (remote: string, from?: ControlReplica) => fleet.read<AuditEntry[]>(`/v1/audit?remote=${remote}`, from);
/** The judge's latest entry in the audit log, for a failure's message. */
const lastVerdict = async () => JSON.stringify((await auditOf('mfe-access')).find((entry) => entry.who === 'judge'));
const otherThan = (replica: ControlReplica) => fleet.replicas.find((other) => other !== replica)!;

/** Publishes a build of mfe-access that crashes in browsers with the access team's key and starts its canary for half the visitors. */
async function startCanary(id: string) {
  const folder = browserCrashBuild(id);
  const published = await fleet.cli(fleet.keys.access, 'publish', 'mfe-access', '--dist', folder);
  expect(published.code, published.out).toBe(0);
  const promoted = await fleet.cli(fleet.keys.access, 'promote', 'mfe-access', id, '--percent', String(PERCENT));
  expect(promoted.code, promoted.out).toBe(0);
  expect((await status()).remotes.mfe_access.canary).toMatchObject({ release: id, percent: PERCENT });
}

test.describe.serial('the control plane highly available: two replicas behind HAProxy, drilled', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fleet = await startControlFleet({
      basePort: BASE_PORT + 10 * test.info().parallelIndex,
      judgeMinVisitors: MIN_VISITORS,
    });
  });
  test.afterAll(async () => {
    await fleet?.stop();
  });

  test('published through one replica and promoted through the other; signed in on one, acting through the other', async () => {
    test.setTimeout(180_000);
    const [one, other] = fleet.replicas;
    const heading = 'Access, across replicas';
    const folder = changedAccessBuild(fleet.work, heading, 'across-1');
    const published = await fleet.cliOn(one, fleet.keys.access, 'publish', 'mfe-access', '--dist', folder);
    expect(published.code, published.out).toBe(0);
    const promoted = await fleet.cliOn(other, fleet.keys.access, 'promote', 'mfe-access', 'across-1');
    expect(promoted.code, promoted.out).toBe(0);
    await until('both sites serve the promoted release', async () => {
      const pages = await Promise.all(fleet.sites.map(async (site) => (await fetch(`${site.url}/access`)).text()));
      return pages.every((html) => html.includes(heading));
    });

    // The platform page: the sign-in's cookie and the form's CSRF token from one, the action on the other.
    const form = (replica: ControlReplica, route: string, fields: Record<string, string>, cookie?: string) =>
      postPlatformForm(replica.url, route, fields, cookie);
    const signIn = await form(one, '/platform/sign-in', { key: fleet.keys.platform });
    expect(signIn.status).toBe(303);
    const cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
    const page = await (await fetch(`${one.url}/platform`, { headers: { cookie } })).text();
    expect(page).toContain('Signed in with the key <strong>platform</strong>');
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1];
    const pause = await form(other, '/platform/actions', { action: 'pause', remote: 'mfe-shop', csrf }, cookie);
    expect(pause.status).toBe(303);
    expect(await (await fetch(`${one.url}/platform`, { headers: { cookie } })).text()).not.toContain(
      'id="delivery-key"',
    );
    await until('mfe-shop is paused', async () => (await status()).remotes.mfe_shop.paused);
    const resume = await form(one, '/platform/actions', { action: 'resume', remote: 'mfe-shop', csrf }, cookie);
    expect(resume.status).toBe(303);
    expect((await status()).remotes.mfe_shop.paused).toBeUndefined();
    const platformAudit = (await auditOf('mfe-shop')).filter((entry) => entry.who === 'platform').slice(0, 2);
    expect(platformAudit.map((entry) => entry.action)).toEqual(['resume', 'pause']);
  });

  test('the leader killed during a canary: the other takes the lease within the lease time and a renewal, and its judge rolls the canary back on the figures counted before and after', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await startCanary('failover-kill');
    const leader = await fleet.leader();
    const survivor = otherThan(leader);
    const termBefore = Math.max(...termsLed(leader));

    // One crashing visitor short of a decision: the leader's judge waits for more data.
    await visitCanary(browser, 'failover-kill', { crashing: MIN_VISITORS - 1, live: MIN_VISITORS });
    await sleep(DRILL_CONTROL.judgeEveryMs * 2);
    expect((await status()).remotes.mfe_access.canary?.release).toBe('failover-kill');

    const killedAt = performance.now();
    leader.child.signal('SIGKILL');
    await until('the survivor leads', async () => termsLed(survivor).some((term) => term > termBefore), 10_000);
    const takeoverMs = Math.round(performance.now() - killedAt);
    console.log(
      `${survivor.name} led ${takeoverMs} ms after ${leader.name}'s SIGKILL (lease ${DRILL_CONTROL.leaseMs} ms, renewed every ${DRILL_CONTROL.renewEveryMs} ms)`,
    );
    // The lease runs out at most its time after the leader's last renewal, and the survivor claims it at its next one.
    expect(takeoverMs).toBeLessThanOrEqual(DRILL_CONTROL.leaseMs + DRILL_CONTROL.renewEveryMs + 500);

    const reportedAt = performance.now();
    await visitCanary(browser, 'failover-kill', { crashing: 1, live: 0 });
    await until(
      'the survivor’s judge rolls the canary back',
      async () => !(await status()).remotes.mfe_access.canary,
    ).catch(async (error: Error) => {
      throw new Error(
        `${error.message}; the judge's last words: ${await lastVerdict()}; ${survivor.name}: ${survivor.child.lastLines(10)}`,
      );
    });
    console.log(`rolled back ${Math.round(performance.now() - reportedAt)} ms after the last crashing visitor`);
    const [rollback] = (await auditOf('mfe-access')).filter((entry) => entry.action === 'rollback');
    expect(rollback).toMatchObject({ who: 'judge', release: 'failover-kill' });
    expect(rollback.outcome).toBeUndefined();
    // The canary's visitors from before the kill counted with the one after, whose own crash report may
    // come after the judge has seen its visit.
    expect(rollback.note).toMatch(
      new RegExp(`visitors on the canary \\((${MIN_VISITORS - 1}|${MIN_VISITORS}) of ${MIN_VISITORS}\\)`),
    );
    await fleet.startReplica(fleet.replicas.indexOf(leader));
  });

  test('the leader frozen past its lease with its rollback on the way: the new leader decides, the late change is refused and audited', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const leader = await fleet.leader();
    const successor = otherThan(leader);
    const leaderTerm = Math.max(...termsLed(leader));
    await startCanary('failover-freeze');
    const revisionBefore = (await status()).revision;

    // The leader's next registry change (the append script's keys: the registry's latest revision, its
    // revisions and the leader's term, in that order) is kept back on its way to Redis, and the leader
    // frozen the moment it has sent it (before its own command timeout can fire).
    const held = leader.relay.holdWhen(
      (chunk) => REGISTRY_CHANGE.test(chunk),
      () => leader.child.freeze(),
    );
    await visitCanary(browser, 'failover-freeze', { crashing: MIN_VISITORS, live: MIN_VISITORS });
    await Promise.race([
      held,
      sleep(15_000).then(() => {
        throw new Error(`${leader.name}'s judge sent no change within 15 s:\n${leader.child.lastLines(10)}`);
      }),
    ]);
    try {
      await until(
        'the successor leads and its judge rolls back',
        async () => !(await status(successor)).remotes.mfe_access.canary,
      );
      const after = await status(successor);
      expect(after.revision).toBe(revisionBefore + 1);
      // The old leader's change reaches Redis now, decided on a revision and in a term both replaced;
      // Redis's answer waits in its socket until it runs again.
      leader.relay.release();
      await sleep(200);
    } finally {
      leader.child.resume();
    }
    await until(
      'the old leader logs the refusal',
      async () => leader.child.output().includes('the judge’s change was refused, not made'),
      10_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; ${leader.child.lastLines(8)}`);
    });
    const refused = await until('the refusal in the audit log', async () =>
      (await auditOf('mfe-access')).find((entry) => entry.outcome === 'fenced'),
    );
    expect(refused).toMatchObject({ who: 'judge', action: 'rollback', release: 'failover-freeze' });
    const [rollback] = (await auditOf('mfe-access')).filter(
      (entry) => entry.action === 'rollback' && entry.outcome === undefined,
    );
    expect(rollback).toMatchObject({ who: 'judge', release: 'failover-freeze', revisionAfter: revisionBefore + 1 });
    // Only the new leader's decision: no revision after it.
    expect((await status()).revision).toBe(revisionBefore + 1);
    expect(leader.child.output()).toContain('it stops the judge and retention');
    expect(Math.max(...termsLed(successor))).toBeGreaterThan(leaderTerm);
  });

  test('a replica killed mid-publish lists no half release, and the same upload lands on the other', async () => {
    test.setTimeout(180_000);
    const [victim, other] = fleet.replicas;
    const folder = changedAccessBuild(fleet.work, 'Access, killed mid-publish', 'mid-publish');
    const publishing = fleet.cliOn(victim, fleet.keys.access, 'publish', 'mfe-access', '--dist', folder);
    // The upload is taken and its gates run (a server render in both languages) for seconds.
    await sleep(1_500);
    victim.child.signal('SIGKILL');
    const interrupted = await publishing;
    expect(interrupted.code, interrupted.out).not.toBe(0);
    // Cut off while the replica had it, not refused before it was sent.
    expect(interrupted.out).not.toMatch(/ECONNREFUSED/);
    const listed = await fleet.cliOn(other, fleet.keys.access, 'list', 'mfe-access');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).not.toMatch(/^ +mid-publish /m);

    const again = await fleet.cliOn(other, fleet.keys.access, 'publish', 'mfe-access', '--dist', folder);
    expect(again.code, again.out).toBe(0);
    expect(again.out.trim().split('\n').at(-1)).toBe('mid-publish');
    await fleet.startReplica(fleet.replicas.indexOf(victim));
  });

  test('two replicas publishing different remotes at once: both land, in one audit log', async () => {
    test.setTimeout(180_000);
    const [one, other] = fleet.replicas;
    const access = changedAccessBuild(fleet.work, 'Access, at once', 'at-once-access');
    const shop = editedBuild(fleet.work, 'mfe-shop', 'at-once-shop').folder;
    const [accessOut, shopOut] = await Promise.all([
      fleet.cliOn(one, fleet.keys.access, 'publish', 'mfe-access', '--dist', access),
      fleet.cliOn(other, fleet.keys.shop, 'publish', 'mfe-shop', '--dist', shop),
    ]);
    expect(accessOut.code, accessOut.out).toBe(0);
    expect(shopOut.code, shopOut.out).toBe(0);
    const log = await fleet.read<AuditEntry[]>('/v1/audit');
    const publishes = log.filter((entry) => entry.action === 'publish').map((entry) => entry.release);
    expect(publishes).toEqual(expect.arrayContaining(['at-once-access', 'at-once-shop']));
    // Either replica's list names what the other published.
    for (const [replica, remote, id] of [
      [one, 'mfe-shop', 'at-once-shop'],
      [other, 'mfe-access', 'at-once-access'],
    ] as const) {
      const listed = await fleet.cliOn(replica, fleet.keys.platform, 'list', remote);
      expect(listed.out).toMatch(new RegExp(`^ +${id} +ready`, 'm'));
    }
  });
});
