/** @jest-environment node */
import { Registry } from 'prom-client';
import { createTelemetryMetrics, MAX_LABELLED_RELEASES } from './telemetryMetrics';
import type { StoreEvent } from 'site-contract/telemetry/telemetryStore';

const error = (release: string, visitorKey = 'v1', remote = 'mfe_shop'): StoreEvent => ({
  type: 'error',
  kind: 'render-error',
  visitorKey,
  remote,
  release,
  route: '/e-shop',
  outcome: 'counted',
});

describe('the telemetry metrics', () => {
  it('count a visitor once per window, and bound their labels: the site’s remotes, the most recent releases', async () => {
    const registry = new Registry();
    let time = 0;
    const metrics = createTelemetryMetrics(registry, { now: () => time });
    const text = () => registry.metrics();
    for (let i = 0; i < 5; i++) metrics.observe(error('r1'));
    metrics.observe(error('r1', 'v2'));
    expect(await text()).toContain('expo_telemetry_errors_total{remote="mfe_shop",release="r1",kind="render-error"} 2');
    time += 60_000;
    metrics.observe(error('r1'));
    expect(await text()).toContain('expo_telemetry_errors_total{remote="mfe_shop",release="r1",kind="render-error"} 3');
    metrics.observe(error('r1', 'v1', 'mfe_nosuch'));
    expect(await text()).toContain('expo_telemetry_errors_total{remote="other",release="other",kind="render-error"} 1');
    // Past MAX_LABELLED_RELEASES, the least recently counted release's series go.
    for (let i = 2; i <= MAX_LABELLED_RELEASES + 1; i++) metrics.observe(error(`r${i}`));
    const after = await text();
    expect(after).not.toContain('release="r1"');
    expect(after).toContain(`release="r${MAX_LABELLED_RELEASES + 1}"`);
    metrics.observe({ ...error('r2'), outcome: 'not-served' });
    metrics.observe({ ...error('r2'), outcome: 'dropped' });
    expect(await text()).toContain('expo_telemetry_events_ignored_total{reason="not-served"} 1');
    expect(await text()).toContain('expo_telemetry_events_ignored_total{reason="dropped"} 1');
  });
});
