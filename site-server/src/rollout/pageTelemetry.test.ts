/** @jest-environment node */
import { createMemoryTelemetryStore, type TelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { pageTelemetryRecorder } from './pageTelemetry';
import { newVisitorId } from 'site-contract/rollout/visitor';

const MINUTE = 60_000;
const SHOP = 'mfe_shop';
const LIVE = { mfe_shop: '/releases/mfe-shop/s1/files/mf-manifest.json' };
const CANARY = { mfe_shop: '/releases/mfe-shop/s2/files/mf-manifest.json' };
const TIMEOUT = { level: 'warn' as const, message: 'left', error: 'render budget of 1000 ms exceeded', remote: SHOP };

describe('the pages’ telemetry', () => {
  let clock = 0;
  let store: TelemetryStore;
  let exposures: number;
  let record: ReturnType<typeof pageTelemetryRecorder>;
  const figures = async (release: string, routes?: string[]) => {
    await store.flush();
    return store.figures(SHOP, release, { sinceMs: clock, routes });
  };

  beforeEach(() => {
    clock = 1_000 * MINUTE;
    const memory = createMemoryTelemetryStore({ now: () => clock });
    exposures = 0;
    // The real store, with its exposures counted: what the recorder leaves out never reaches it.
    store = {
      ...memory,
      exposure: (...args) => {
        exposures += 1;
        memory.exposure(...args);
      },
    };
    record = pageTelemetryRecorder(store, () => [SHOP]);
  });

  it('records a visitor’s page once a window, for each route, and again in the next window', async () => {
    const visitor = newVisitorId();
    for (let page = 0; page < 20; page++)
      record({ visitorId: visitor, served: CANARY, route: '/e-shop', problems: [] });
    record({ visitorId: visitor, served: CANARY, route: '/e-shop/sakura-cap', problems: [] });
    expect(exposures).toBe(2);
    expect(await figures('s2')).toMatchObject({ visitors: 1, routes: ['/e-shop', '/e-shop/sakura-cap'] });
    clock += MINUTE;
    record({ visitorId: visitor, served: CANARY, route: '/e-shop', problems: [] });
    expect(exposures).toBe(3);
    // Present in the new window on its own.
    await store.flush();
    expect((await store.figures(SHOP, 's2', { sinceMs: clock })).visitors).toBe(1);
  });

  it('records each visitor, and a visitor moved to other releases (a new revision) at once', async () => {
    const [one, two] = [newVisitorId(), newVisitorId()];
    record({ visitorId: one, served: CANARY, route: '/e-shop', problems: [] });
    record({ visitorId: two, served: CANARY, route: '/e-shop', problems: [] });
    record({ visitorId: one, served: LIVE, route: '/e-shop', problems: [] });
    expect((await figures('s2')).visitors).toBe(2);
    expect((await figures('s1')).visitors).toBe(1);
  });

  it('counts every render that had a problem, repeated or not', async () => {
    const visitor = newVisitorId();
    record({ visitorId: visitor, served: CANARY, route: '/e-shop', problems: [] });
    record({ visitorId: visitor, served: CANARY, route: '/e-shop', problems: [TIMEOUT] });
    const counts = await figures('s2');
    expect(counts).toMatchObject({ visitors: 1, errorVisitors: 1 });
    expect(counts.errorsByKind['server-timeout']).toBe(1);
  });
});
