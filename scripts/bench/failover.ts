/**
 * Section 8 of `npm run bench:load` (issue 68, item 5): the control plane's failover under visitors'
 * load. The fleet of controlFleet.ts (two site servers and two `site-control` replicas behind HAProxy,
 * Redis, the S3 server) with production's lease and judge settings (readControlSettings' defaults;
 * BENCH_FAILOVER_LEASE_MS, BENCH_FAILOVER_RENEW_MS and BENCH_FAILOVER_JUDGE_MS change them) and a
 * canary of mfe-access at 10% that the judge never has enough data to decide on, so that it looks
 * every round. While 50 connections load the cached page /access through the sites' balancer, the
 * bench kills the leading replica (SIGKILL) BENCH_FAILOVER_KILLS (5) times, each time timing the kill
 * until the new leader's first judged round (the judge's entry in the audit log: a leader's first look
 * at a canary is always written there) and starting the killed replica again before the next kill.
 * Prints each failover, their min, median and max, and the visitors' failed requests (target: 0).
 */
import autocannon from 'autocannon';
import { readControlSettings } from 'site-control';
import { changedAccessBuild } from 'site-server/testing';
import { startControlFleet } from './controlFleet';
import { median } from './lighthouse';

const KILLS = Number(process.env.BENCH_FAILOVER_KILLS ?? 5);
const CONNECTIONS = 50;
const PAGE = '/access';
const CANARY = 'failover-canary';

interface AuditEntry {
  at: string;
  who: string;
  action: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the section, printing with `print`; answers the visitors' requests that failed. */
export async function runFailoverBench(print: (line?: string) => void, basePort: number): Promise<number> {
  const defaults = readControlSettings({});
  const control = {
    leaseMs: Number(process.env.BENCH_FAILOVER_LEASE_MS ?? defaults.lease.leaseMs),
    renewEveryMs: Number(process.env.BENCH_FAILOVER_RENEW_MS ?? defaults.lease.renewEveryMs),
    judgeEveryMs: Number(process.env.BENCH_FAILOVER_JUDGE_MS ?? defaults.judge.everyMs),
  };
  print(
    `\n8. The control plane's failover (issue 68): two site servers and two site-control replicas, each pair behind HAProxy, one redis-server; lease ${control.leaseMs} ms renewed every ${control.renewEveryMs} ms, the judge every ${control.judgeEveryMs} ms; ${CONNECTIONS} connections on the cached page ${PAGE} through the sites' balancer while the leader is killed (SIGKILL) ${KILLS} times; each failover timed from the kill to the new leader's first judged round (target: no failed visitor request)`,
  );
  const fleet = await startControlFleet({ basePort, judgeMinVisitors: 1_000_000, control });
  try {
    const folder = changedAccessBuild(fleet.work, 'Access, failover canary', CANARY);
    for (const args of [
      ['publish', 'mfe-access', '--dist', folder],
      ['promote', 'mfe-access', CANARY, '--percent', '10'],
    ]) {
      const { code, out } = await fleet.cli(fleet.keys.access, ...args);
      if (code !== 0) throw new Error(`release ${args.join(' ')}: ${out}`);
    }
    const judgedSince = async (since: number) =>
      (await fleet.read<AuditEntry[]>('/v1/audit?remote=mfe-access')).find(
        (entry) => entry.who === 'judge' && entry.action === 'judge' && Date.parse(entry.at) >= since,
      );

    // Until stopped: the kills take as long as they take.
    let load: autocannon.Instance | undefined;
    const loaded = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon(
        {
          url: `${fleet.siteBalancer.url}${PAGE}`,
          connections: CONNECTIONS,
          duration: 3_600,
          timeout: 10,
          headers: { 'accept-encoding': 'br, gzip' },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const failovers: number[] = [];
    try {
      await sleep(2_000);
      for (let kill = 1; kill <= KILLS; kill++) {
        const leader = await fleet.leader(control.leaseMs * 2 + control.renewEveryMs);
        const killedAt = Date.now();
        leader.child.signal('SIGKILL');
        const withinMs = control.leaseMs + control.renewEveryMs + control.judgeEveryMs + 30_000;
        let judged: AuditEntry | undefined;
        while (!(judged = await judgedSince(killedAt).catch(() => undefined))) {
          if (Date.now() - killedAt > withinMs)
            throw new Error(`no judged round within ${withinMs} ms of kill ${kill}`);
          await sleep(100);
        }
        failovers.push(Date.parse(judged.at) - killedAt);
        print(
          `  kill ${kill}: ${leader.name} killed; the new leader's first judged round ${failovers.at(-1)} ms later`,
        );
        await fleet.startReplica(fleet.replicas.indexOf(leader));
        await sleep(1_000);
      }
    } finally {
      load?.stop();
    }
    const result = await loaded;
    const failed = result.errors + result.timeouts + result.non2xx;
    print(
      `failover (kill to first judged round): min ${Math.min(...failovers)} ms, median ${median(failovers)} ms, max ${Math.max(...failovers)} ms (bound: lease + renewal = ${control.leaseMs + control.renewEveryMs} ms, and the new leader's look)`,
    );
    print(
      `visitors meanwhile: ${result.requests.total.toLocaleString('en')} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms; failed: ${failed} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}): ${failed === 0 ? 'met' : 'NOT met'}`,
    );
    return failed;
  } finally {
    await fleet.stop();
  }
}
