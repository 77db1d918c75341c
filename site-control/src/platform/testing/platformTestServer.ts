/**
 * Test only (e2e/platform.spec.ts): the platform page on a listener of its own, over the data
 * directory of a site server the test started, with a fake judge, so a browser test sees a canary's
 * figures before the real judge is there to measure any: the page's plugin alone on a Fastify
 * server, with a delivery service over the same files as the site server's. Releases are published
 * through the site server's own delivery listener (this one's gates would refuse every publish).
 *
 * Run: DATA_DIR=… DELIVERY_KEYS=… PORT=… node --import tsx site-control/src/platform/testing/platformTestServer.ts
 */
import path from 'node:path';
import Fastify from 'fastify';
import { SECTIONS } from 'shared/site';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { createDelivery } from '../../delivery/delivery';
import { parseDeliveryKeys } from 'site-contract/api/deliveryKeys';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { createFileRevisionStore } from 'site-contract/registry/revisionStore';
import type { JudgeReport } from '../../rollout/judgeReport';
import { platformPages } from '../platformPages';
import { createSessionStore } from '../sessions';

/** The figures the fake judge gives every running canary, and the live release beside it. */
export const FAKE_FIGURES = {
  live: { visitors: 1840, errorVisitors: 3, lcpP75: 1910, inpP75: 96, lcpSamples: 1700, inpSamples: 1650 },
  canary: { visitors: 212, errorVisitors: 9, lcpP75: 2650, inpP75: 180, lcpSamples: 190, inpSamples: 185 },
};

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '');
  if (!process.env.DATA_DIR || !process.env.PORT) throw new Error('DATA_DIR and PORT are needed');
  const keys = parseDeliveryKeys(process.env.DELIVERY_KEYS);
  const delivery = createDelivery({
    releases: createLocalReleaseStore(dataDir),
    revisions: createFileRevisionStore(path.join(dataDir, 'registry')),
    audit: createFileAuditLog(path.join(dataDir, 'audit.log')),
    gates: async () => [{ gate: 'upload', passed: false, detail: 'publish through the site server' }],
  });
  const judge = async (): Promise<JudgeReport[]> => {
    const status = await delivery.status();
    return SECTIONS.flatMap((section) => {
      const live = status.remotes[section.remote];
      if (!live?.canary) return [];
      const side = (release: string, figures: (typeof FAKE_FIGURES)['live']) => ({
        release,
        ...figures,
        errorRate: figures.errorVisitors / figures.visitors,
      });
      return [
        {
          remote: section.remote,
          canary: {
            ...side(live.canary.release, FAKE_FIGURES.canary),
            percent: live.canary.percent,
            startedAt: live.canary.startedAt,
            percentSince: live.canary.percentSince,
          },
          live: side(live.release, FAKE_FIGURES.live),
          verdict: 'worse',
          reasons: ['Error rate 4.25% against 0.16%: worse beyond chance.', 'p75 LCP 2,650 ms against 1,910 ms.'],
          at: new Date().toISOString(),
        },
      ];
    });
  };
  const app = Fastify();
  await app.register(platformPages, { delivery, keys: () => keys, judge, sessions: createSessionStore() });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log(`platform test server on http://127.0.0.1:${process.env.PORT}/platform`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
