import type { TelemetryReport } from 'shared/site';
import { DEFERRED_WORK_MARK } from '../startup/startupMarks';

/** A fresh copy of telemetry.ts (its queue is module state) over the real collector, with the browser's beacon stubbed. */
function freshTelemetry() {
  let telemetry!: typeof import('./telemetry');
  jest.isolateModules(() => {
    telemetry = jest.requireActual<typeof import('./telemetry')>('./telemetry');
  });
  return telemetry;
}

const ENTRIES: Record<string, string> = {
  mfe_access: 'http://127.0.0.1:8080/releases/mfe-access/release-two/files/mf-manifest.json',
  mfe_shop: 'http://127.0.0.1:8080/mfe-shop/mf-manifest.0123456789ab.json',
};
const entryOf = (remote: string) => ENTRIES[remote];

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const marks: string[] = [];
let beacons: Array<{ url: string; report: TelemetryReport }> = [];

beforeEach(() => {
  visibility = 'visible';
  beacons = [];
  marks.length = 0;
  Object.assign(navigator, {
    sendBeacon: (url: string, body: string) => (
      beacons.push({ url, report: JSON.parse(body) as TelemetryReport }),
      true
    ),
  });
  Object.assign(performance, {
    mark: (name: string) => void marks.push(name),
    getEntriesByName: (name: string) => marks.filter((mark) => mark === name),
  });
  window.history.replaceState(null, '', '/access');
});

function leave() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

describe('telemetry in the first load', () => {
  it('sends nothing before it is started (the app starts it once interactive), however often the page is hidden or left', async () => {
    const { report } = freshTelemetry();
    report('load-failed', 'mfe_access');
    leave();
    leave();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(beacons).toEqual([]);
    expect(marks).toEqual([]);
  });

  it('hands what happened before it started to the collector, with the path it happened on, which sends it when the page is hidden', async () => {
    const { report, startTelemetry } = freshTelemetry();
    report('load-failed', 'mfe_access');
    window.history.replaceState(null, '', '/ar/e-shop');
    report('render-error', 'mfe_shop');
    await startTelemetry(entryOf, '/');
    // Its chunk is loaded as deferred work: after the first load, as far as `npm run size` is concerned.
    expect(marks).toContain(DEFERRED_WORK_MARK);
    expect(beacons).toEqual([]);
    report('load-failed', 'mfe_shop');
    leave();
    expect(beacons).toEqual([
      {
        url: '/telemetry',
        report: { route: '/access', events: [{ kind: 'load-failed', remote: 'mfe_access', release: 'release-two' }] },
      },
      {
        url: '/telemetry',
        report: {
          route: '/e-shop',
          events: [
            { kind: 'render-error', remote: 'mfe_shop', release: 'build' },
            { kind: 'load-failed', remote: 'mfe_shop', release: 'build' },
          ],
        },
      },
    ]);
  });

  it("holds at most a report's worth before the collector starts", async () => {
    const { report, startTelemetry } = freshTelemetry();
    for (let i = 0; i < 50; i++) report('render-error', 'mfe_access');
    await startTelemetry(entryOf, '/');
    leave();
    expect(beacons.map(({ report }) => report.events.length)).toEqual([20]);
  });
});
