import * as v from 'valibot';
import {
  TELEMETRY_MAX_BYTES,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_PATH,
  TelemetryReportSchema,
  type TelemetryReport,
} from 'shared/site';
import type { Metric } from 'web-vitals';
import { TELEMETRY_READY_MARK } from '../startup/startupMarks';
import * as collector from './collector';
import type { VitalsLibrary } from './collector';
import type { Happening } from './telemetry';

const { startCollector } = collector;
const ORIGIN = 'http://127.0.0.1:8080';
const ENTRIES: Record<string, string> = {
  mfe_shop: `${ORIGIN}/releases/mfe-shop/rel-42/files/mf-manifest.json`,
  mfe_access: `${ORIGIN}/mfe-access/mf-manifest.0123456789ab.json`,
  mfe_tickets: `${ORIGIN}/mfe-tickets/mf-manifest.json`,
};

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

/** web-vitals stand-in: the test reports each metric when it likes. */
function fakeVitals() {
  const reporters: Partial<Record<'LCP' | 'INP' | 'CLS', (metric: Metric) => void>> = {};
  const options: unknown[] = [];
  const library: VitalsLibrary = {
    onLCP: (report, option) => void ((reporters.LCP = report), options.push(option)),
    onINP: (report, option) => void ((reporters.INP = report), options.push(option)),
    onCLS: (report, option) => void ((reporters.CLS = report), options.push(option)),
  };
  const measure = (name: 'LCP' | 'INP' | 'CLS', value: number) => reporters[name]!({ name, value } as Metric);
  return { library, measure, options, loaded: () => Object.keys(reporters).length === 3 };
}

function setUp({ landing = '/e-shop', early = [] as Happening[] } = {}) {
  const sent: Array<{ url: string; body: string }> = [];
  const vitals = fakeVitals();
  const loadVitals = jest.fn(async () => vitals.library);
  const collect = startCollector({
    entryOf: (remote) => ENTRIES[remote],
    landing,
    early,
    send: (url, body) => (sent.push({ url, body }), true),
    loadVitals,
  });
  const reports = () => sent.map(({ body }) => JSON.parse(body) as TelemetryReport);
  return { collect, sent, reports, vitals, loadVitals };
}

const happening = (
  kind: Happening['kind'],
  remote: string | undefined,
  path = '/e-shop',
  stack?: string,
): Happening => ({
  kind,
  remote,
  stack,
  path,
});

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  performance.mark = jest.fn() as unknown as typeof performance.mark;
});

describe('the telemetry collector', () => {
  it("keeps shared/site's path and limit (its copies spare the first load valibot's schema code)", () => {
    expect(collector.TELEMETRY_PATH).toBe(TELEMETRY_PATH);
    expect(collector.TELEMETRY_MAX_EVENTS).toBe(TELEMETRY_MAX_EVENTS);
  });

  it('attributes each problem to its remote and the release that remote was loaded from, and sends nothing while the page is visible', () => {
    const { collect, sent, reports } = setUp();
    collect(happening('load-failed', 'mfe_shop'));
    collect(happening('render-error', 'mfe_access', '/ar/access/bus'));
    expect(sent).toEqual([]);
    hide();
    expect(sent.map(({ url }) => url)).toEqual([TELEMETRY_PATH, TELEMETRY_PATH]);
    expect(reports()).toEqual([
      { route: '/e-shop', events: [{ kind: 'load-failed', remote: 'mfe_shop', release: 'rel-42' }] },
      { route: '/access/bus', events: [{ kind: 'render-error', remote: 'mfe_access', release: 'build' }] },
    ]);
  });

  it('sends what was queued when the page is left (pagehide), once', () => {
    const { collect, reports } = setUp();
    collect(happening('render-error', 'mfe_tickets', '/faq'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(reports()).toEqual([
      { route: '/faq', events: [{ kind: 'render-error', remote: 'mfe_tickets', release: 'build' }] },
    ]);
  });

  it("sends a report as soon as a report's worth is queued, and never more events than a report holds", () => {
    const { collect, reports } = setUp();
    for (let i = 0; i < TELEMETRY_MAX_EVENTS - 1; i++) collect(happening('load-failed', 'mfe_shop'));
    expect(reports()).toEqual([]);
    collect(happening('load-failed', 'mfe_shop'));
    expect(reports()).toHaveLength(1);
    expect(reports()[0].events).toHaveLength(TELEMETRY_MAX_EVENTS);
    collect(happening('load-failed', 'mfe_shop'));
    hide();
    expect(reports().map((report) => report.events.length)).toEqual([TELEMETRY_MAX_EVENTS, 1]);
  });

  it("sends every report in the endpoint's schema and size, however long its route", () => {
    const { collect, sent } = setUp();
    const longRoute = `/e-shop/${'x'.repeat(192)}`;
    for (let i = 0; i < TELEMETRY_MAX_EVENTS; i++) collect(happening('render-error', 'mfe_shop', longRoute));
    expect(sent).toHaveLength(1);
    const report: unknown = JSON.parse(sent[0].body);
    expect(v.is(TelemetryReportSchema, report)).toBe(true);
    expect(new TextEncoder().encode(sent[0].body).length).toBeLessThanOrEqual(TELEMETRY_MAX_BYTES);
  });

  it('hands on what happened before it started, and sends at once if the page was hidden meanwhile', () => {
    visibility = 'hidden';
    const { reports } = setUp({ early: [happening('load-failed', 'mfe_access', '/access')] });
    expect(reports()).toEqual([
      { route: '/access', events: [{ kind: 'load-failed', remote: 'mfe_access', release: 'build' }] },
    ]);
  });

  it('sends what comes while the page is hidden at the end of the task it came in, in one report', async () => {
    const { collect, reports } = setUp();
    hide();
    collect(happening('render-error', 'mfe_shop'));
    collect(happening('load-failed', 'mfe_access'));
    expect(reports()).toEqual([]);
    await Promise.resolve();
    expect(reports()).toEqual([
      {
        route: '/e-shop',
        events: [
          { kind: 'render-error', remote: 'mfe_shop', release: 'rel-42' },
          { kind: 'load-failed', remote: 'mfe_access', release: 'build' },
        ],
      },
    ]);
  });

  it('drops a load that failed while the visitor was offline, and a problem of a remote the registry does not hold', () => {
    const { collect, reports } = setUp();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    collect(happening('load-failed', 'mfe_shop'));
    collect(happening('load-failed', 'mfe_housing', '/housing')); // paused: no entry
    hide();
    expect(reports()).toEqual([]);
  });

  it("attributes a hydration error to the remote whose files its component stack names, else to the route's remote, else to none", () => {
    const { collect, reports } = setUp();
    collect(
      happening('hydration-error', undefined, '/', `    at a (${ORIGIN}/releases/mfe-shop/rel-42/files/1.js:1:1)`),
    );
    collect(happening('hydration-error', undefined, '/access', `    at b (${ORIGIN}/main.0123.js:1:1)`));
    collect(happening('hydration-error', undefined, '/about', `    at b (${ORIGIN}/main.0123.js:1:1)`));
    hide();
    expect(reports()).toEqual([
      { route: '/', events: [{ kind: 'hydration-error', remote: 'mfe_shop', release: 'rel-42' }] },
      { route: '/access', events: [{ kind: 'hydration-error', remote: 'mfe_access', release: 'build' }] },
    ]);
  });

  it("attributes the landing route's web vitals to the remote that owns it, each once, with its value when the page is first hidden", async () => {
    const { reports, vitals } = setUp({ landing: '/ar/e-shop/sakura-cap' });
    await new Promise((settled) => setTimeout(settled, 0)); // web-vitals' chunk
    expect(vitals.loaded()).toBe(true);
    expect(vitals.options).toEqual(Array(3).fill({ reportAllChanges: true }));
    expect(performance.mark).toHaveBeenCalledWith(TELEMETRY_READY_MARK);
    vitals.measure('CLS', 0);
    vitals.measure('LCP', 800);
    vitals.measure('LCP', 1234.56); // a larger paint: the latest value is the one
    vitals.measure('CLS', 0.012345);
    expect(reports()).toEqual([]);
    hide();
    // Measured as the page is hidden (an interaction web-vitals processes then): sent at the end of that task.
    vitals.measure('INP', 72);
    await Promise.resolve();
    // After coming back: a vital already sent is not sent again.
    visibility = 'visible';
    vitals.measure('INP', 300);
    vitals.measure('CLS', 0.5);
    hide();
    const vital = (name: string, value: number) => ({
      kind: 'vital',
      name,
      value,
      remote: 'mfe_shop',
      release: 'rel-42',
    });
    expect(reports()).toEqual([
      { route: '/e-shop/sakura-cap', events: [vital('CLS', 0.0123), vital('LCP', 1235)] },
      { route: '/e-shop/sakura-cap', events: [vital('INP', 72)] },
    ]);
  });

  it("measures no vitals on Home or the shell's own pages (no remote owns them): web-vitals is not even loaded", async () => {
    for (const landing of ['/', '/ar', '/about']) {
      const { loadVitals } = setUp({ landing });
      expect(loadVitals).not.toHaveBeenCalled();
    }
    expect(performance.mark).toHaveBeenCalledWith(TELEMETRY_READY_MARK);
  });
});
