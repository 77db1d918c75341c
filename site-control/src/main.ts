import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { baseReleaseIdsOf, readBaseReleases, recordBaseReleases } from 'site-contract/releases/baseReleases';
import { buildFolder, SITE_PACKAGE_JSON } from 'site-contract/paths';
import { registryOf } from 'site-contract/registry/registry';
import { DecisionFenced } from 'site-contract/registry/revisionStore';
import { openStores, type Stores } from 'site-contract/stores';
import { sectionApiForRenders } from 'site-server/render';
import { createDelivery } from './delivery/delivery';
import { deliveryKeysOf } from 'site-contract/api/deliveryKeys';
import { createDeliveryServer } from './delivery/deliveryServer';
import { createRedisSessionStore, createSessionStore } from './platform/sessions';
import { shellSingletons } from './delivery/installedSingletons';
import { runGates } from './delivery/releaseGates';
import { createReleaseRenderGate } from './delivery/releaseRenderGate';
import { createRetentionJob } from './delivery/retention';
import { createJudge } from './rollout/judge';
import { createMemoryJudgeReports, createRedisJudgeReports } from './rollout/judgeReports';
import { createRedisLeaderLease, keepLeadership, soleLeaderLease } from './leadership/leaderLease';
import { DEFAULT_THRESHOLDS } from './rollout/verdict';
import { readControlSettings, type ControlSettings } from './settings';

/** How often the retention job looks for releases nothing can pin any more. */
const RETENTION_RUN_EVERY_MS = 60 * 60 * 1000;
/** Its first run: late enough for every instance to have reported the revision it serves. */
const RETENTION_FIRST_RUN_AFTER_MS = 60 * 1000;

/**
 * The control plane, composed and listening: the delivery API and the platform page on their private
 * listener, the judge and retention, over the whole of the stores. The stores are the caller's, opened
 * and closed by it (site-standalone shares them with the site server).
 */
export async function startControl({ settings, stores }: { settings: ControlSettings; stores: Stores }) {
  const log = pino({ level: settings.stores.logLevel });
  const { releases, revisions, telemetry, audit } = stores;
  const baseBuilds = await readBaseReleases(settings.registry, {
    onError: (error, source) =>
      log.warn(
        { err: error, source },
        `the build at ${source} could not be read as its remote's base release: a first canary of it needs a release promoted first`,
      ),
  });
  const bases = baseReleaseIdsOf(baseBuilds);
  const renderApi = await sectionApiForRenders();
  const delivery = createDelivery({
    releases,
    revisions,
    audit,
    bases,
    gates: (upload) =>
      runGates(upload, {
        shellShared: shellSingletons(buildFolder('shell'), SITE_PACKAGE_JSON),
        shellBuild: buildFolder('shell'),
        secrets: settings.serverSecrets,
        sandboxRender: createReleaseRenderGate({
          registry: async () => registryOf(settings.registry, await revisions.latest()),
          integrityOf: releases.integrityOf,
          base: () => settings.siteInternalUrl,
          template: () => readFileSync(`${buildFolder('shell')}/index.html`, 'utf8'),
          api: renderApi.api,
        }),
      }),
  });
  // The leader's looks, for the platform page of whichever replica answers (in Redis in a fleet).
  const judgeReports = stores.redis
    ? createRedisJudgeReports(stores.redis, { keepMs: settings.judge.everyMs * 4 + settings.lease.leaseMs })
    : createMemoryJudgeReports();
  const judge = createJudge({
    revisions,
    telemetry,
    delivery,
    audit,
    reports: judgeReports,
    thresholds: { ...DEFAULT_THRESHOLDS, minVisitors: settings.judge.minVisitors },
    onError: (error) =>
      log.warn(
        { err: error },
        error instanceof DecisionFenced
          ? 'the judge’s change was refused, not made (the audit log has it): it was decided on a registry revision or a leader’s term since replaced'
          : 'the judge could not look at the canaries',
      ),
  });
  const deliveryServer = createDeliveryServer({
    delivery,
    rateLimit: settings.rateLimit,
    keys: deliveryKeysOf(settings.deliveryKeys, settings.stores.data.keys),
    judge: () => judgeReports.read(),
    logger: false,
    // Every replica alike in a fleet: sessions and the rate limit in Redis.
    sessions: stores.redis ? createRedisSessionStore(stores.redis) : createSessionStore(),
    redis: stores.redis,
  });
  const retention = createRetentionJob({
    listAll: releases.listAll,
    history: () => revisions.history(Infinity),
    latest: () => revisions.latest(),
    instances: () => revisions.instances(),
    remove: releases.remove,
    audit,
    log,
  });
  await releases.sweepUploads();
  await recordBaseReleases(baseBuilds, releases, {
    onDiffers: (base, files) =>
      log.error(
        { remote: base.remote, release: base.release, files },
        `${base.remote}'s build at ${base.source} differs from its base release ${base.release} as recorded: the recorded files stay the base release, and the changed ones are refused`,
      ),
  });
  baseBuilds.length = 0;
  // The judge and retention run on one replica at a time: the one holding the leader's lease in
  // Redis (a fleet), or this process on one machine.
  const lease = stores.redis
    ? createRedisLeaderLease(stores.redis, { name: settings.instanceName, leaseMs: settings.lease.leaseMs })
    : soleLeaderLease(settings.instanceName);
  const leadership = keepLeadership({
    lease,
    renewEveryMs: settings.lease.renewEveryMs,
    log,
    lead: (token) => {
      const stopJudge = judge.start(settings.judge.everyMs, token);
      const stopRetention = retention.start({
        firstAfterMs: RETENTION_FIRST_RUN_AFTER_MS,
        everyMs: RETENTION_RUN_EVERY_MS,
      });
      return () => {
        stopJudge();
        stopRetention();
      };
    },
  });
  await leadership.started;
  const close = async () => {
    await leadership.stop();
    await deliveryServer.close();
    await renderApi.close();
  };
  await deliveryServer
    .listen({ port: settings.listener.port, host: settings.listener.host })
    .catch(async (error: unknown) => {
      await close();
      throw error;
    });
  const { port } = deliveryServer.server.address() as AddressInfo;
  const url = `http://${settings.listener.host}:${port}`;
  log.info(`delivery API (npm run release) and the platform page on ${url}`);
  return {
    /** Where the delivery API and the platform page answer. */
    url,
    close,
  };
}

/**
 * `node site-control/dist/control.js`: a control-plane replica of a fleet. It refuses to start without
 * Redis, since telemetry in this process's memory would see no visitor.
 */
export async function main(env: NodeJS.ProcessEnv = process.env) {
  const settings = readControlSettings(env);
  if (!settings.stores.redisUrl)
    throw new Error(
      'site-control on its own needs REDIS_URL: it reads the visitors’ telemetry the site servers write there (telemetry in memory cannot cross processes). On one machine, run `npm start`, which runs both in one process.',
    );
  const stores = await openStores(settings.stores, pino({ level: settings.stores.logLevel }));
  const control = await startControl({ settings, stores }).catch(async (error: unknown) => {
    await stores.close();
    throw error;
  });
  return {
    url: control.url,
    /** Stops the control plane, then the stores. */
    async close() {
      await control.close();
      await stores.close();
    },
  };
}
