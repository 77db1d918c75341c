/**
 * `npm run release -- <command>`: what a section team does with its remote's releases, through the
 * control plane's delivery API (RELEASE_URL, by default `npm start`'s http://127.0.0.1:8090) with
 * its key (RELEASE_TOKEN); RELEASE_TIMEOUT_S is how long a request may wait for its answer (by default
 * 300 for a publish, which runs the gates, 60 for the rest). Settings come from the environment, never
 * from flags that land in shell history, and the key is never printed.
 *
 *   publish <remote> [--note TEXT] [--dist FOLDER]
 *                                       build it if it has no build (or take the build in FOLDER), upload it, print the release id
 *   promote <remote> <release> [--note TEXT] [--percent N | --plan 10,50,100 --step 15m] [--on-worse rollback|hold]
 *                                       make it live; with a share under 100, a canary for that share of visitors, judged
 *                                       against the live release (a plan raises the share each step the judge passes)
 *   rollback <remote> [--to RELEASE] [--note TEXT]
 *   pause <remote> | resume <remote> [--note TEXT]
 *   list <remote>                       its releases, newest first: live, published and promoted by whom, when; then its
 *                                       changes from the audit log, newest first: publishes, refusals, promotions, rollbacks,
 *                                       pauses, resumes, removals, each with who, when, the release, revision before→after, note
 *   status                              the live release of every remote, and the revision each instance serves
 *   key <name> <remote|platform>        make a key on this machine (DATA_DIR): its hash for the server, the key in a file only you can read
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS, sectionNamed } from 'shared/site';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_DELIVERY_PORT,
  INSTANCE_SILENT_AFTER_MS,
  REPO_ROOT,
  buildFolder,
  dataPaths,
  hashOfKey,
  newDeliveryKey,
  parseDeliveryKeys,
  planRefusal,
  readBuildFolder,
  sharesOf,
} from 'site-contract/api';

class UsageError extends Error {}

const INSTANCE_SILENT_AFTER_S = INSTANCE_SILENT_AFTER_MS / 1000;

/**
 * How long the delivery API has to answer, unless RELEASE_TIMEOUT_S says: a publish runs the release's
 * gates (its pages rendered in a sandbox in both languages) before it answers; anything else is one
 * change or one read.
 */
const PUBLISH_WITHIN_MS = 5 * 60_000;
const REQUEST_WITHIN_MS = 60_000;

function timeoutSetting(): number | undefined {
  const value = process.env.RELEASE_TIMEOUT_S;
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) === 0)
    throw new UsageError(`RELEASE_TIMEOUT_S: ${JSON.stringify(value)} is not a number of seconds`);
  return Number(value) * 1000;
}

/** Times a request is made while the registry store answers that it changed nothing (a busy or restarting Redis). */
const CHANGE_ATTEMPTS = 3;

const USAGE = readFileSync(__filename, 'utf8')
  .match(/\/\*\*([\s\S]*?)\*\//)![1]
  .replace(/^ \* ?/gm, '')
  .trim();

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** '15m' → 900000: a duration in s, m or h. */
function durationMs(value: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(value);
  if (!match) throw new UsageError(`${JSON.stringify(value)} is not a duration (30s, 15m, 2h)`);
  return Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 's' | 'm' | 'h'];
}

/** --percent, --plan with --step, --on-worse: how a promote reaches visitors. */
function rolloutOptions(args: string[]) {
  const percent = option(args, '--percent');
  const plan = option(args, '--plan');
  const step = option(args, '--step');
  const onWorse = option(args, '--on-worse');
  if (percent && plan) throw new UsageError('--percent or --plan, not both');
  if (plan && !step) throw new UsageError('--plan needs --step (how long each share is held once judged healthy)');
  if (onWorse && onWorse !== 'rollback' && onWorse !== 'hold') throw new UsageError('--on-worse is rollback or hold');
  if (percent !== undefined && !/^\d+$/.test(percent)) throw new UsageError('--percent is a whole number, 1 to 100');
  // Held to the contract's one schema here, before anything is sent: the API would refuse it with the same rule.
  const rolloutPlan = plan && step ? { steps: sharesOf(plan), stepMs: durationMs(step) } : undefined;
  const refusal = rolloutPlan && planRefusal(rolloutPlan);
  if (refusal) throw new UsageError(`--plan: ${refusal} (--plan 10,50,100 --step 30m)`);
  return {
    ...(percent !== undefined && { percent: Number(percent) }),
    ...(rolloutPlan && { plan: rolloutPlan }),
    ...(onWorse && { onWorse }),
  };
}

function remoteArgument(value: string | undefined): string {
  if (!value) throw new UsageError('name the remote (mfe-shop, mfe-housing, …)');
  if (sectionNamed(value)?.package !== value)
    throw new UsageError(
      `${JSON.stringify(value)} is not a remote of the site: ${SECTIONS.map((section) => section.package).join(', ')}`,
    );
  return value;
}

/** Every file of a remote's build, as the delivery API takes them; a link is refused, not followed. */
function buildFiles(remote: string, given?: string): Array<{ path: string; base64: string }> {
  const dist = given ? path.resolve(given) : buildFolder(remote);
  const built =
    existsSync(path.join(dist, 'mf-manifest.json')) && existsSync(path.join(dist, 'server', 'mf-manifest.json'));
  if (!built && given)
    throw new UsageError(`${given} holds no build of a remote (mf-manifest.json and server/mf-manifest.json)`);
  if (!built) {
    console.log(`${remote} has no build: building it (npm run build -w ${remote})…`);
    execFileSync('npm', ['run', 'build', '-w', remote], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  return readBuildFolder(dist, given ?? `${remote}/dist`).map((file) => ({
    path: file.path,
    base64: file.bytes.toString('base64'),
  }));
}

async function call(
  method: 'GET' | 'POST',
  route: string,
  body?: object,
  defaultWithinMs = REQUEST_WITHIN_MS,
): Promise<unknown> {
  const withinMs = timeoutSetting() ?? defaultWithinMs;
  const base = process.env.RELEASE_URL ?? `http://127.0.0.1:${DEFAULT_DELIVERY_PORT}`;
  const token = process.env.RELEASE_TOKEN;
  if (!token) {
    throw new UsageError(
      'RELEASE_TOKEN is not set: export it from your key file (npm run release -- key <name> <remote> makes one on this machine)',
    );
  }
  for (let attempt = 1; ; attempt++) {
    const url = new URL(route, base);
    const late = () =>
      new Error(
        `${method} ${url} did not answer within ${withinMs / 1000} s` +
          (method === 'POST' ? ': the change may or may not have been made (status and list show what is live)' : ''),
      );
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(withinMs),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw late();
      throw new Error(
        `the delivery API at ${base} does not answer (${(error as Error).cause ?? (error as Error).message}): is site-control running (npm start, or site-control in a fleet), with DELIVERY_PORT?`,
      );
    }
    const answer = (await response.json().catch((error: Error) => {
      if (error.name === 'TimeoutError') throw late();
      return {};
    })) as { error?: string };
    if (response.ok) return answer;
    // The registry store did not answer in time and nothing was changed: asking again is safe.
    if (response.status === 503 && /nothing was changed/.test(answer.error ?? '') && attempt < CHANGE_ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
      continue;
    }
    throw new Error(`${response.status}: ${answer.error ?? response.statusText}`);
  }
}

interface Listing {
  release: string;
  live: boolean;
  isBase: boolean;
  base?: { source: string };
  canaryPercent?: number;
  status: string;
  publishedAt: string;
  publishedBy: string;
  promotedAt?: string;
  promotedBy?: string;
  note?: string;
}

/** An audit log entry, as `GET /v1/audit` answers it. */
interface AuditEntry {
  at: string;
  who: string;
  action: string;
  release?: string;
  revisionBefore?: number;
  revisionAfter?: number;
  percent?: number;
  verdict?: string;
  note?: string;
  outcome?: 'unknown' | 'fenced';
  endedCanary?: true;
  base?: true;
}

/** What a base release is, in a section team's words. */
const BASE_RELEASE = 'the base release: the build the site started with';

/**
 * One line of a remote's history. A change the registry store never answered is shown as asked for,
 * never as made: it may not have been (the registry's revisions, `status`, tell which).
 */
function auditLine(entry: AuditEntry): string {
  const share = entry.percent !== undefined && entry.percent < 100 ? ` for ${entry.percent}%` : '';
  const details = [
    entry.outcome === 'unknown'
      ? `asked by ${entry.who}, not confirmed (the registry store did not answer: it may or may not have been made, see status)`
      : entry.outcome === 'fenced'
        ? `decided by ${entry.who}, refused and not made (decided on a registry revision or a leader's term since replaced)`
        : `by ${entry.who}`,
    entry.revisionAfter !== undefined && `revision ${entry.revisionBefore ?? 0}→${entry.revisionAfter}`,
    entry.verdict && `verdict ${entry.verdict}`,
  ].filter(Boolean);
  const what =
    entry.base && entry.action === 'rollback'
      ? `rolled back to the base release ${entry.release}`
      : `${entry.action}${entry.release ? ` ${entry.release}` : ''}${entry.base ? ` (${BASE_RELEASE})` : ''}`;
  return `  ${entry.at}  ${what}${share}  ${details.join(', ')}${entry.note ? `: ${entry.note}` : ''}`;
}

async function run(argv: string[]): Promise<void> {
  const args = [...argv];
  const note = option(args, '--note');
  const to = option(args, '--to');
  const dist = option(args, '--dist');
  const rollout = rolloutOptions(args);
  const [command, ...rest] = args;
  switch (command) {
    case 'publish': {
      const remote = remoteArgument(rest[0]);
      const record = (await call(
        'POST',
        `/v1/remotes/${remote}/releases`,
        { files: buildFiles(remote, dist), note },
        PUBLISH_WITHIN_MS,
      )) as {
        release: string;
        bytes: number;
        status: 'ready' | 'refused';
        report: string[];
      };
      if (record.status === 'refused') {
        console.error(`${remote} ${record.release} is refused: it is kept with this report and can never be promoted`);
        for (const line of record.report) console.error(`  ${line}`);
        process.exitCode = 1;
        return;
      }
      console.log(`${remote} ${record.release} is stored and ready (${record.bytes} bytes):`);
      for (const line of record.report) console.log(`  ${line}`);
      console.log(`make it live with: npm run release -- promote ${remote} ${record.release}`);
      console.log(record.release);
      return;
    }
    case 'promote': {
      const remote = remoteArgument(rest[0]);
      if (!rest[1]) throw new UsageError('name the release to promote (see list)');
      const revision = (await call('POST', `/v1/remotes/${remote}/promote`, {
        release: rest[1],
        note,
        ...rollout,
      })) as { revision: number; remotes: Record<string, { canary?: { percent: number } }> };
      const canary = revision.remotes[sectionNamed(remote)!.remote]?.canary;
      console.log(
        canary
          ? `${remote} ${rest[1]} is a canary for ${canary.percent}% of visitors (registry revision ${revision.revision}); the judge compares it with the live release`
          : `${remote} ${rest[1]} is live (registry revision ${revision.revision})`,
      );
      return;
    }
    case 'rollback': {
      const remote = remoteArgument(rest[0]);
      const revision = (await call('POST', `/v1/remotes/${remote}/rollback`, { to, note })) as {
        revision: number;
        remotes: Record<string, { release: string }>;
      };
      const name = sectionNamed(remote)!.remote;
      const back = revision.remotes[name].release;
      const isBase = ((await call('GET', '/v1/status')) as { bases: Record<string, string> }).bases[remote] === back;
      console.log(
        `${remote} is back on ${back}${isBase ? ` (${BASE_RELEASE})` : ''} (registry revision ${revision.revision})`,
      );
      return;
    }
    case 'pause':
    case 'resume': {
      const remote = remoteArgument(rest[0]);
      const revision = (await call('POST', `/v1/remotes/${remote}/${command}`, { note })) as { revision: number };
      console.log(
        `${remote} is ${command === 'pause' ? 'paused: its section shows as temporarily unavailable' : 'live again'} (registry revision ${revision.revision})`,
      );
      return;
    }
    case 'list': {
      const remote = remoteArgument(rest[0]);
      const [releases, changes] = (await Promise.all([
        call('GET', `/v1/remotes/${remote}/releases`),
        call('GET', `/v1/audit?remote=${remote}`),
      ])) as [Listing[], AuditEntry[]];
      if (releases.length === 0) console.log(`${remote} has no release yet`);
      for (const release of releases) {
        const promoted = release.promotedAt ? `, promoted ${release.promotedAt} by ${release.promotedBy}` : '';
        const origin = release.isBase
          ? `${BASE_RELEASE}, recorded ${release.publishedAt} from ${release.base?.source ?? 'its build'}`
          : release.base
            ? `an earlier base release, recorded ${release.publishedAt} from ${release.base.source}`
            : `published ${release.publishedAt} by ${release.publishedBy}`;
        console.log(
          `${release.live ? '* live ' : '       '}${release.release}  ${release.status}${release.canaryPercent ? `, canary for ${release.canaryPercent}%` : ''}, ${origin}${promoted}${release.note ? `: ${release.note}` : ''}`,
        );
      }
      console.log(changes.length === 0 ? `no change to ${remote} recorded` : `changes to ${remote}, newest first:`);
      for (const entry of changes) console.log(auditLine(entry));
      return;
    }
    case 'status': {
      const status = (await call('GET', '/v1/status')) as {
        revision: number;
        remotes: Record<string, { release: string; paused?: boolean; canary?: { release: string; percent: number } }>;
        instances: Array<{ instance: string; revision: number; at: string }>;
        bases: Record<string, string>;
      };
      console.log(`registry revision ${status.revision}`);
      for (const section of SECTIONS) {
        const live = status.remotes[section.remote];
        console.log(
          `${section.package.padEnd(12)} ${live ? `${live.release}${live.paused ? ' (paused)' : ''}${live.canary ? `, canary ${live.canary.release} for ${live.canary.percent}%` : ''}` : `${status.bases[section.package] ?? 'its build at start-up'} (${BASE_RELEASE}; no release promoted)`}`,
        );
      }
      console.log(`instances (${status.instances.length}):`);
      for (const { instance, revision, at } of status.instances) {
        const seconds = Math.max(0, Math.round((Date.now() - Date.parse(at)) / 1000));
        const heard = seconds > INSTANCE_SILENT_AFTER_S ? `not heard from for ${seconds} s` : `${seconds} s ago`;
        const behind = revision < status.revision ? `, ${status.revision - revision} behind` : '';
        console.log(`  ${instance.padEnd(24)} serves revision ${revision}${behind} (${heard})`);
      }
      return;
    }
    case 'key': {
      const [name, scope] = rest;
      if (!name || !scope) throw new UsageError('key <name> <remote|platform>');
      const hash = hashOfKey(newDeliveryKey());
      parseDeliveryKeys(`${name}:${scope}:${hash}`); // the same checks as the server's
      const data = dataPaths(process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR);
      const keyFile = path.join(data.root, 'keys', `${name}.key`);
      if (existsSync(keyFile)) throw new UsageError(`${keyFile} exists: choose another name`);
      const key = newDeliveryKey();
      mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
      writeFileSync(keyFile, `${key}\n`, { mode: 0o600, flag: 'wx' });
      appendFileSync(data.keys, `${name}:${scope}:${hashOfKey(key)}\n`);
      console.log(
        `key ${name} (${scope}) made: the server takes it at once (${path.relative(process.cwd(), data.keys)} holds its hash).`,
      );
      console.log(`the key is in ${path.relative(process.cwd(), keyFile)}, readable by you only. Use it with:`);
      console.log(`  export RELEASE_TOKEN=$(cat ${path.relative(process.cwd(), keyFile)})`);
      return;
    }
    default:
      throw new UsageError(command ? `unknown command ${JSON.stringify(command)}` : 'name a command');
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
