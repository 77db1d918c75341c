/**
 * For the load bench's section 5 (releases under load): which release of mfe-access a page of
 * `/access` shows, and a sampler that asks for the page at a low rate beside autocannon's load
 * (autocannon counts statuses, it does not read bodies), so that every sampled page is checked whole.
 *
 * A page is whole when it shows exactly one release's heading and every mfe-access build it names
 * (the pinned manifest, the registry in its state, the preloads) is that same release. Two headings,
 * or a heading of one release with files of another, is a page that mixes releases. A page with no
 * heading at all is incomplete: its section was not rendered (the "temporarily unavailable" notice).
 */
import { RELEASE_ID_PATTERN } from 'shared/site';

/** The build the instances started with (no release promoted yet): its files are under /mfe-access/. */
export const STARTUP_BUILD = 'start-up build';

export interface AccessRelease {
  /** The release id (its buildVersion), or STARTUP_BUILD. */
  id: string;
  /** Its heading as the server-rendered HTML spells it ('Access &amp; Directions'). */
  heading: string;
}

export type PageVerdict =
  { kind: 'whole'; release: string } | { kind: 'mixed'; detail: string } | { kind: 'incomplete'; detail: string };

/** A release's files: /releases/mfe-access/<release>/files/… */
const RELEASE_FILE = new RegExp(`/releases/mfe-access/(${RELEASE_ID_PATTERN})/files/`, 'g');
/** The start-up build's files: /mfe-access/… (not a release's /releases/mfe-access/…). */
const STARTUP_FILE = /(?<!\/releases)\/mfe-access\//;

/** Which release `html` (a page of /access) shows, and whether it is whole. */
export function pageVerdict(html: string, releases: readonly AccessRelease[]): PageVerdict {
  const headings = releases.filter((release) => html.includes(release.heading)).map((release) => release.id);
  const named = new Set([...html.matchAll(RELEASE_FILE)].map((match) => match[1]));
  if (STARTUP_FILE.test(html)) named.add(STARTUP_BUILD);
  const files = [...named].join(', ') || 'none';
  if (headings.length === 0) return { kind: 'incomplete', detail: `no release's heading; files of ${files}` };
  if (headings.length > 1) return { kind: 'mixed', detail: `headings of ${headings.join(' and ')}; files of ${files}` };
  if (named.size !== 1 || !named.has(headings[0]))
    return { kind: 'mixed', detail: `the heading of ${headings[0]}; files of ${files}` };
  return { kind: 'whole', release: headings[0] };
}

export interface Sample {
  /** Which base URL answered (its index). */
  instance: number;
  /** performance.now() when it was sent and when its body was read. */
  sentAt: number;
  doneAt: number;
  status?: number;
  error?: string;
  verdict?: PageVerdict;
}

/**
 * Asks for `path` `perSecond` times a second, alternating `bases`, each request with `br, gzip` (fetch
 * decompresses the body) and a client address of its own in the TEST-NET range, with a 10 s timeout
 * (autocannon's). `stop` waits for the requests still out.
 */
export function startPageSampler({
  bases,
  path,
  perSecond,
  releases,
}: {
  bases: readonly string[];
  path: string;
  perSecond: number;
  releases: readonly AccessRelease[];
}) {
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  const timer = setInterval(() => {
    const instance = sent % bases.length;
    const client = `192.0.2.${(sent % 254) + 1}`;
    sent++;
    const sentAt = performance.now();
    const request = fetch(`${bases[instance]}${path}`, {
      headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': client },
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        const html = await response.text();
        samples.push({
          instance,
          sentAt,
          doneAt: performance.now(),
          status: response.status,
          verdict: response.ok ? pageVerdict(html, releases) : undefined,
        });
      })
      .catch((error: unknown) => {
        samples.push({ instance, sentAt, doneAt: performance.now(), error: String(error) });
      });
    pending.add(request);
    void request.finally(() => pending.delete(request));
  }, 1000 / perSecond);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/** A registry change the bench made: when it asked the delivery API and when the answer came, and the release made live. */
export interface Change {
  action: string;
  release: string;
  askedAt: number;
  answeredAt: number;
}

/**
 * For each change and instance: how long after the bench asked the delivery API the first sampled page
 * of the new release was sent (undefined when none was, before the next change was asked), and how
 * many pages of another release that instance served after that first one (an instance going back:
 * none expected).
 */
export function followOf(samples: readonly Sample[], changes: readonly Change[], instances: number) {
  return changes.map((change, index) => {
    const until = changes[index + 1]?.askedAt ?? Infinity;
    const perInstance = Array.from({ length: instances }, (_, instance) => {
      const mine = samples
        .filter((sample) => sample.instance === instance && sample.sentAt >= change.askedAt && sample.sentAt < until)
        .flatMap(({ sentAt, verdict }) => (verdict?.kind === 'whole' ? [{ sentAt, release: verdict.release }] : []))
        .sort((x, y) => x.sentAt - y.sentAt);
      const first = mine.find((page) => page.release === change.release);
      const back = first
        ? mine.filter((page) => page.sentAt > first.sentAt && page.release !== change.release).length
        : 0;
      return { ms: first && first.sentAt - change.askedAt, back };
    });
    return { change, perInstance };
  });
}
