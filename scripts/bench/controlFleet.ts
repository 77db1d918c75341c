/**
 * A fleet with its control plane highly available, of real processes, for the failover drills
 * (e2e/control-failover.spec.ts) and the failover figure of `npm run bench:load`: two site servers
 * (`npm start`'s server, its delivery listener off) and two `site-control` replicas
 * (`node site-control/dist/control.js`, as a fleet runs them), each pair behind HAProxy running
 * deploy/haproxy/haproxy.cfg, over one redis-server and the S3-compatible server on loopback.
 *
 * Each replica reaches Redis through a loopback relay of its own (`relayToRedis`), which passes
 * everything on until a drill tells it to hold what the replica sends next: the slow network of
 * Kleppmann's example, so a leader's change can be on its way while the leader is frozen.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bucketOf, hashOfKey, newDeliveryKey, newVisitorId, VISITOR_COOKIE } from 'site-server';
import {
  releaseCli,
  startChild,
  startRedisServer,
  startS3Server,
  startSiteServer,
  type TestChild,
} from 'site-server/testing';
import { startLoadBalancer } from './haproxy';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const CONTROL_FILE = path.join(REPO_ROOT, 'site-control', 'dist', 'control.js');

/** The lease and the judge of a drill: short, so a failover takes seconds (production's are 15 s and 15 s). */
export const DRILL_CONTROL = { leaseMs: 3_000, renewEveryMs: 1_000, judgeEveryMs: 500 };

/**
 * A TCP relay to Redis on a loopback port. `holdWhen(test, then)`: from the first chunk a connection
 * sends that `test` matches, that connection's bytes to Redis are kept back (in order) until
 * `release()`; `then` runs at once (a drill freezes the sender there, before its own command timeout
 * can fire) and the promise resolves. Answers from Redis always pass.
 */
async function relayToRedis(redisPort: number) {
  const sockets = new Set<Socket>();
  let test: ((chunk: string) => boolean) | undefined;
  let held: Array<{ upstream: Socket; chunk: Buffer }> | undefined;
  let onHeld: (() => void) | undefined;
  const server = createServer((client) => {
    const upstream = connect(redisPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    let holding = false;
    client.on('data', (chunk) => {
      if (!holding && test?.(chunk.toString('latin1'))) {
        holding = true;
        held ??= [];
        onHeld?.();
        onHeld = undefined;
      }
      if (holding && held) held.push({ upstream, chunk });
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    /** `then` runs the moment a chunk is first held, before anything else this process does. */
    holdWhen(match: (chunk: string) => boolean, then: () => void = () => undefined): Promise<void> {
      test = match;
      return new Promise((resolve) => {
        onHeld = () => {
          then();
          resolve();
        };
      });
    },
    /** Sends what was held, in order, and passes everything on again. */
    release() {
      const chunks = held ?? [];
      test = undefined;
      held = undefined;
      onHeld = undefined;
      for (const { upstream, chunk } of chunks) upstream.write(chunk);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface ControlReplica {
  name: string;
  /** Its delivery API and platform page, directly (not through the balancer). */
  url: string;
  child: TestChild;
  relay: Awaited<ReturnType<typeof relayToRedis>>;
}

/** The terms in which a replica has said it leads, in order (its log lines). */
export function termsLed(replica: ControlReplica): number[] {
  return [...replica.child.output().matchAll(/leads the control plane \(term (\d+)\)/g)].map((match) =>
    Number(match[1]),
  );
}

/** Whether a replica's last word on the lease is that it leads (not that it stopped since). */
function leadsNow(replica: ControlReplica): boolean {
  if (!replica.child.running()) return false;
  const output = replica.child.output();
  return output.lastIndexOf('leads the control plane (term') > output.lastIndexOf('it stops the judge and retention');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ControlFleetOptions {
  /** The sites' ports, then the replicas' (4 in a row from here). */
  basePort: number;
  /** Visitors each side of a canary needs before the judge decides (JUDGE_MIN_VISITORS). */
  judgeMinVisitors: number;
  /** The lease and the judge's interval (DRILL_CONTROL unless told). */
  control?: typeof DRILL_CONTROL;
}

/** Starts the fleet (see the top of this file); `stop` stops all of it. */
export async function startControlFleet({ basePort, judgeMinVisitors, control = DRILL_CONTROL }: ControlFleetOptions) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'expo-control-fleet-'));
  const keys = { platform: newDeliveryKey(), access: newDeliveryKey(), shop: newDeliveryKey() };
  /** What has started so far, stopped in reverse if the start-up fails part way. */
  const started: Array<() => Promise<unknown>> = [async () => rmSync(work, { recursive: true, force: true })];
  const stopStarted = async () => {
    for (const stop of started.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    return await startFleet();
  } catch (error) {
    await stopStarted();
    throw error;
  }

  async function startFleet() {
    const redis = await startRedisServer();
    started.push(() => redis.stop());
    const s3 = await startS3Server();
    started.push(() => s3.stop());
    const shared = { ...s3.env, TRUST_PROXY: 'loopback' };
    const sites: Array<Awaited<ReturnType<typeof startSiteServer>>> = [];
    // One at a time: each start builds its render processes, and the machine may have two cores.
    started.push(() => Promise.all(sites.map((site) => site.stop())));
    for (const index of [0, 1])
      sites.push(
        await startSiteServer({
          port: basePort + index,
          env: {
            ...shared,
            REDIS_URL: redis.url,
            DATA_DIR: path.join(work, `site-${index + 1}`),
            INSTANCE_NAME: `site-${index + 1}`,
            DELIVERY_PORT: 'off',
          },
        }),
      );
    const siteBalancer = await startLoadBalancer(sites.map((site) => site.url));
    started.push(() => siteBalancer.close());

    const deliveryKeys = [
      `platform:platform:${hashOfKey(keys.platform)}`,
      `access-team:mfe-access:${hashOfKey(keys.access)}`,
      `shop-team:mfe-shop:${hashOfKey(keys.shop)}`,
    ].join(',');
    const replicas: ControlReplica[] = [];
    started.push(() => Promise.all(replicas.map((replica) => replica.child.stop())));
    /** Starts replica `index` (again, after a kill), reaching Redis through its relay; resolves once it is ready. */
    async function startReplica(index: number): Promise<ControlReplica> {
      const name = `control-${index + 1}`;
      const port = basePort + 2 + index;
      const relay = replicas[index]?.relay ?? (await relayToRedis(redis.port));
      if (!replicas[index]) started.push(() => relay.close());
      const child = await startChild({
        name: `${name} on :${port}`,
        command: process.execPath,
        args: [CONTROL_FILE],
        cwd: REPO_ROOT,
        env: {
          ...shared,
          REDIS_URL: relay.url,
          DATA_DIR: path.join(work, name),
          INSTANCE_NAME: name,
          DELIVERY_PORT: String(port),
          DELIVERY_HOST: '127.0.0.1',
          DELIVERY_KEYS: deliveryKeys,
          DELIVERY_RATE_LIMIT_MAX: '100000',
          SITE_INTERNAL_URL: siteBalancer.url,
          CONTROL_LEASE_MS: String(control.leaseMs),
          CONTROL_LEASE_RENEW_MS: String(control.renewEveryMs),
          JUDGE_EVERY_MS: String(control.judgeEveryMs),
          JUDGE_MIN_VISITORS: String(judgeMinVisitors),
          LOG_LEVEL: 'info',
        },
        ready: { url: `http://127.0.0.1:${port}/readyz` },
      });
      replicas[index] = { name, url: `http://127.0.0.1:${port}`, child, relay };
      return replicas[index];
    }
    await startReplica(0);
    // The first replica leads before the second starts, so a drill knows which one to fail.
    await untilLeader(() => replicas[0], 10_000);
    await startReplica(1);
    const controlBalancer = await startLoadBalancer(replicas.map((replica) => replica.url));
    started.push(() => controlBalancer.close());
    await Promise.all([siteBalancer.untilAllReady(20_000), controlBalancer.untilAllReady(20_000)]);

    /** The replica leading now, once one says so (within `withinMs`). */
    async function untilLeader(pick: () => ControlReplica | undefined, withinMs: number): Promise<ControlReplica> {
      const since = Date.now();
      for (;;) {
        const leader = pick();
        if (leader && leadsNow(leader)) return leader;
        if (Date.now() - since > withinMs)
          throw new Error(
            `no replica said it leads within ${withinMs} ms:\n${replicas.map((r) => `${r.name}: ${r.child.lastLines(5)}`).join('\n')}`,
          );
        await sleep(20);
      }
    }

    /**
     * The delivery API's answer to a GET with the platform key (status, audit), through the balancer or
     * from one replica (a frozen one's answer would wait for the balancer's timeout), within 5 s.
     */
    async function read<T>(route: string, from?: ControlReplica): Promise<T> {
      const response = await fetch(`${from?.url ?? controlBalancer.url}${route}`, {
        headers: { authorization: `Bearer ${keys.platform}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    }

    return {
      work,
      keys,
      redis,
      sites,
      siteBalancer,
      replicas,
      controlBalancer,
      startReplica,
      /** The replica leading now (the other one being `follower`). */
      leader: (withinMs = 10_000) => untilLeader(() => replicas.find(leadsNow), withinMs),
      /** `npm run release -- …args` with `key`, through the balancer or on one replica. */
      cli: (key: string, ...args: string[]) => releaseCli(controlBalancer.url, key, ...args),
      cliOn: (replica: ControlReplica, key: string, ...args: string[]) => releaseCli(replica.url, key, ...args),
      read,
      /** Stops all of it, the last started first. */
      stop: stopStarted,
    };
  }
}

export type ControlFleet = Awaited<ReturnType<typeof startControlFleet>>;

/**
 * A new visitor (its cookie and a client address of its own, as the bench's are); with `canary`, one
 * whom a canary of mfe-access at `canary.percent` takes (`on: true`) or leaves on the live release.
 */
export function newVisitor(canary?: { percent: number; on: boolean }) {
  for (;;) {
    const id = newVisitorId();
    if (canary && bucketOf(id, 'mfe_access') < canary.percent !== canary.on) continue;
    return { id, cookie: `${VISITOR_COOKIE}=${id}`, client: `10.${randomBytes(3).join('.')}` };
  }
}
