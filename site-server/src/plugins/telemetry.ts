import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TELEMETRY_MAX_BYTES, TELEMETRY_PATH, TelemetryReportSchema, type TelemetryReport } from 'shared/site';
import * as v from 'valibot';
import type { SiteMetrics } from '../operations/metrics';
import { fleetRateLimitStore } from 'site-contract/rateLimitStore';
import { visitorIdOf, visitorKey } from 'site-contract/rollout/visitor';
import { createTelemetryMetrics, type ReportResult } from '../telemetry/telemetryMetrics';
import type { TelemetryRecorder } from 'site-contract/telemetry/telemetryStore';

export interface TelemetryOptions {
  /** Where the reports are counted (memory for one instance, Redis for a fleet), which the canary judge reads. */
  store: TelemetryRecorder;
  /** The site server's metrics (app.metrics): the telemetry's own are registered on its registry. */
  metrics: SiteMetrics;
  /** Per-client limit on reports (DEFAULT_TELEMETRY_RATE_LIMIT), on each instance. */
  rateLimit: { max: number; windowMs: number };
  /**
   * One limit across every instance, in the fleet's Redis. Off (undefined) in production: each report would then wait
   * for a Redis round trip, for little (the limit bounds each instance's work, which a per-instance
   * limit does as well; the counts resist flooding on their own).
   */
  fleetRateLimit: { redis: Redis } | undefined;
}

/**
 * Reports a client may send in a window. A page sends one when it is hidden and one on an error: 300
 * a minute leaves room for many visitors behind one address (the expo's own Wi-Fi), and flooding
 * moves no figure anyway (the store counts visitors, not reports).
 */
export const DEFAULT_TELEMETRY_RATE_LIMIT = { max: 300, windowMs: 60_000 };

type Parsed = { report: TelemetryReport } | { message: string };

/** A report from the body (a string: text/plain as sendBeacon sends it, or application/json), or why it is not one. */
function parseReport(body: unknown): Parsed {
  if (typeof body !== 'string' || body.trim() === '') return { message: 'The report is empty.' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { message: 'The report is not JSON.' };
  }
  const result = v.safeParse(TelemetryReportSchema, json);
  if (result.success) return { report: result.output };
  // Where and what was expected, never what was received: nothing the client sent is echoed back.
  const [issue] = result.issues;
  const where = (v.getDotPath(issue) ?? '') || 'the report';
  return { message: `The report is not valid: ${where}: expected ${issue.expected ?? 'another value'}.` };
}

/** The client's address only as the limit's key, and only as a hash: it is never written anywhere as it is. */
const clientKey = (ip: string) => `telemetry:${createHash('sha256').update(ip).digest('base64url').slice(0, 22)}`;

const answer = (reply: FastifyReply, statusCode: number, message: string) =>
  reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });

/**
 * POST /telemetry (TELEMETRY_PATH): what happened on a page, from navigator.sendBeacon (issue 36,
 * item 2; docs/rollout.md#telemetry). Takes text/plain or application/json up to TELEMETRY_MAX_BYTES
 * (413 past it, 415 for another type), checks it with the site's schema (400 with what is wrong),
 * counts each event for the visitor of the cookie in the store (no cookie, or not one this site made:
 * nothing counted), and answers 204 at once: the store writes in the background, so a report waits
 * for nothing. Rate-limited per client on each instance (429). Registered on the public listener,
 * after operations and security.
 */
export default fp<TelemetryOptions>(
  async (app, { store, metrics, rateLimit: limit, fleetRateLimit }) => {
    const telemetryMetrics = createTelemetryMetrics(metrics.registry);
    const stopObserving = store.onEvent(telemetryMetrics.observe);
    app.addHook('onClose', async () => stopObserving());
    const count = (result: ReportResult) => telemetryMetrics.report(result);

    await app.register(async (scope) => {
      // Its own body parsers: the two types a beacon is sent as, read as text and parsed in the handler.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const statusCode = error.statusCode ?? 500;
        if (statusCode === 429) return reply.code(429).send(error);
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          count('too-large');
          return answer(reply, 413, `A report is at most ${TELEMETRY_MAX_BYTES} bytes.`);
        }
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          count('unsupported-type');
          return answer(reply, 415, 'A report is sent as text/plain or application/json.');
        }
        if (statusCode >= 400 && statusCode < 500) {
          count('malformed');
          return answer(reply, statusCode, 'The report could not be read.');
        }
        request.log.error({ err: error }, 'a telemetry report failed');
        return answer(reply, 500, 'The report could not be taken.');
      });
      await scope.register(rateLimit, {
        max: limit.max,
        timeWindow: limit.windowMs,
        enableDraftSpec: true,
        keyGenerator: (request) => clientKey(request.ip),
        onExceeded: () => count('rate-limited'),
        ...(fleetRateLimit && {
          store: fleetRateLimitStore(fleetRateLimit.redis, {
            prefix: 'expo:rate:',
            onFallback: () => metrics.redisFallbacks.inc({ use: 'telemetry-rate-limit' }),
          }),
        }),
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `Too many reports: try again in ${context.after}.`,
        }),
      });

      scope.post(TELEMETRY_PATH, { bodyLimit: TELEMETRY_MAX_BYTES }, async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const parsed = parseReport(request.body);
        if ('message' in parsed) {
          count('malformed');
          return answer(reply, 400, parsed.message);
        }
        const id = visitorIdOf(request.headers.cookie);
        if (!id) {
          count('no-visitor');
          return reply.code(204).send();
        }
        const visitor = visitorKey(id);
        const { route, events } = parsed.report;
        for (const event of events) {
          if (event.kind === 'vital') store.vital(visitor, event.remote, event.release, event.name, event.value, route);
          else store.error(visitor, event.remote, event.release, event.kind, route);
        }
        count('accepted');
        return reply.code(204).send();
      });
    });
  },
  { name: 'telemetry' },
);
