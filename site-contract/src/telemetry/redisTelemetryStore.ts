import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  emptyErrorsByKind,
  ERROR_KINDS,
  eventListeners,
  isErrorKind,
  isVitalName,
  OTHER_ROUTE,
  MAX_ROUTES,
  routeName,
  storeSettings,
  windowsSince,
  validNames,
  VITAL_NAMES,
  vitalFigures,
  type EventDetail,
  type TelemetryStore,
  type TelemetryStoreOptions,
  type VitalName,
} from './telemetryStore';
import { routeOfMember, scoreOfMember, type WindowSample } from './vitalSample';

/**
 * The telemetry store of a fleet, in Redis (REDIS_URL), shared by every instance: events queued and
 * written in batches by one script call each, every key expiring. Its keys, batches and failure
 * handling: docs/rollout.md#in-redis.
 */

// ARGV: prefix, windowMs, sampleWindowMs, keepMs, exposureMs, maxRoutes, perWindow, a salt to use if
// none is stored yet, then 8 per event: type ('x' exposure, 'e' error, 'v' vital), visitor key, remote,
// release, route, kind or vital name, value, window. Answers one string per event: the route it
// counted on, or '' for a report of a release the visitor was not served.
const RECORD = `
local p = ARGV[1]
local windowMs = tonumber(ARGV[2])
local sampleWindowMs = tonumber(ARGV[3])
local keepMs = tonumber(ARGV[4])
local exposureMs = tonumber(ARGV[5])
local maxRoutes = tonumber(ARGV[6])
local perWindow = tonumber(ARGV[7])
local OTHER = '${OTHER_ROUTE}'
local saltKey = p .. ':salt'
local salt = redis.call('GET', saltKey)
if not salt then salt = ARGV[8] end
redis.call('SET', saltKey, salt, 'PX', keepMs * 2)
local expiries = {}
local result = {}
for i = 9, #ARGV, 8 do
  local kind, visitor, remote, release, route, what, value = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3], ARGV[i + 4], ARGV[i + 5], ARGV[i + 6]
  local window = tonumber(ARGV[i + 7])
  local rel = remote .. ':' .. release
  local period = math.floor(window * windowMs / exposureMs)
  local ends = (window + 1) * windowMs + keepMs
  local w = rel .. ':' .. window
  local routesKey = p .. ':routes:' .. rel
  local counted = route
  local served = true
  if kind == 'x' then
    local seen = p .. ':seen:' .. rel .. ':' .. period
    redis.call('SADD', seen, visitor)
    expiries[seen] = (period + 2) * exposureMs
    if redis.call('SISMEMBER', routesKey, route) == 0 then
      if redis.call('SCARD', routesKey) < maxRoutes then redis.call('SADD', routesKey, route) else counted = OTHER end
    end
    expiries[routesKey] = ends
  else
    local seen = p .. ':seen:' .. rel .. ':'
    served = redis.call('SISMEMBER', seen .. period, visitor) == 1 or redis.call('SISMEMBER', seen .. (period - 1), visitor) == 1
    if served and redis.call('SISMEMBER', routesKey, route) == 0 then counted = OTHER end
  end
  if served then
    local keys = { p .. ':x:' .. w, p .. ':xr:' .. w .. ':' .. counted }
    if kind == 'e' then
      table.insert(keys, p .. ':e:' .. w)
      table.insert(keys, p .. ':er:' .. w .. ':' .. counted)
      table.insert(keys, p .. ':k:' .. w .. ':' .. what)
      table.insert(keys, p .. ':kr:' .. w .. ':' .. what .. ':' .. counted)
    end
    for _, key in ipairs(keys) do
      redis.call('PFADD', key, visitor)
      expiries[key] = ends
    end
    local routesUsed = p .. ':rt:' .. w
    redis.call('SADD', routesUsed, counted)
    expiries[routesUsed] = ends
    if kind == 'v' then
      local sampleWindow = math.floor(window * windowMs / sampleWindowMs)
      local sw = rel .. ':' .. sampleWindow
      local members = p .. ':vk:' .. sw .. ':' .. what
      local values = p .. ':vv:' .. sw .. ':' .. what
      local hex = string.sub(redis.sha1hex(salt .. '|' .. visitor .. '|' .. counted .. '|' .. what .. '|' .. sampleWindow), 1, 13)
      local member = hex .. '|' .. counted
      local known = redis.call('HGET', values, member)
      if known then
        if tonumber(value) > tonumber(known) then redis.call('HSET', values, member, value) end
      else
        local add = true
        if redis.call('ZCARD', members) >= perWindow then
          local highest = redis.call('ZRANGE', members, -1, -1)[1]
          if tonumber(hex, 16) < tonumber(string.sub(highest, 1, 13), 16) then
            redis.call('ZREM', members, highest)
            redis.call('HDEL', values, highest)
          else
            add = false
          end
        end
        if add then
          redis.call('ZADD', members, 0, member)
          redis.call('HSET', values, member, value)
        end
      end
      local sampleEnds = (sampleWindow + 1) * sampleWindowMs + keepMs
      expiries[members] = sampleEnds
      expiries[values] = sampleEnds
    end
  end
  result[#result + 1] = served and counted or ''
end
for key, at in pairs(expiries) do redis.call('PEXPIREAT', key, string.format('%.0f', at)) end
return result
`;

type ScriptedRedis = Redis & { expoTelemetryRecord(...args: string[]): Promise<string[]> };

export interface RedisTelemetryStoreOptions extends TelemetryStoreOptions {
  /** The keys' prefix (tests give each their own). */
  prefix?: string;
  /** Called when a write or read fails, once until one succeeds again (main.ts logs it). */
  onError?: (error: unknown) => void;
}

/** Events in one script call at most; a batch is written at least this often. */
const BATCH_EVENTS = 100;
const FLUSH_EVERY_MS = 50;
/** Script calls under way at once, at most. */
const MAX_IN_FLIGHT = 2;
/** Events waiting while Redis is slow, at most; more are dropped. */
const MAX_QUEUED_EVENTS = 20_000;
/** Exposures already sent in the current window, remembered to send each once (a cap on this memory). */
const MAX_REMEMBERED_EXPOSURES = 100_000;

interface Queued {
  args: string[];
  /** What listeners are told of, for an error or vital; undefined for an exposure. */
  event?: EventDetail & { visitorKey: string; remote: string; release: string; route: string };
}

export function createRedisTelemetryStore(redis: Redis, options: RedisTelemetryStoreOptions = {}): TelemetryStore {
  const { windowMs, sampleWindowMs, keepMs, exposureMs, samplesPerWindow, maxSamples, now } = storeSettings(options);
  const { prefix = 'expo:telemetry', onError = () => undefined } = options;
  if (!('expoTelemetryRecord' in redis)) redis.defineCommand('expoTelemetryRecord', { numberOfKeys: 0, lua: RECORD });
  const scripted = redis as ScriptedRedis;
  const listeners = eventListeners();
  const header = [
    prefix,
    String(windowMs),
    String(sampleWindowMs),
    String(keepMs),
    String(exposureMs),
    String(MAX_ROUTES),
    String(samplesPerWindow),
  ];
  let queue: Queued[] = [];
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();
  let failing = false;
  let exposuresWindow = -1;
  const sentExposures = new Set<string>();

  const failed = (error: unknown) => {
    if (!failing) onError(error);
    failing = true;
  };

  async function write(batch: Queued[]) {
    const args = [...header, randomBytes(16).toString('base64url'), ...batch.flatMap(({ args }) => args)];
    let routes: string[];
    try {
      routes = await scripted.expoTelemetryRecord(...args);
      failing = false;
    } catch (error) {
      failed(error);
      for (const { event } of batch) if (event) listeners.emit({ ...event, outcome: 'dropped' });
      return;
    }
    batch.forEach(({ event }, index) => {
      if (!event) return;
      const route = routes[index];
      listeners.emit(
        route
          ? { ...event, route, outcome: 'counted' }
          : { ...event, route: routeName(event.route), outcome: 'not-served' },
      );
    });
  }

  /** Sends what is queued, a batch at a time, at most MAX_IN_FLIGHT at once (more would only wait in Redis, past their timeout). */
  function flushNow() {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0 && inFlight.size < MAX_IN_FLIGHT) {
      const batch = queue.slice(0, BATCH_EVENTS);
      queue = queue.slice(BATCH_EVENTS);
      const writing: Promise<void> = write(batch).finally(() => {
        inFlight.delete(writing);
        if (queue.length >= BATCH_EVENTS) flushNow();
        else if (queue.length > 0) schedule();
      });
      inFlight.add(writing);
    }
  }

  function enqueue(item: Queued) {
    if (queue.length >= MAX_QUEUED_EVENTS) {
      if (item.event) listeners.emit({ ...item.event, outcome: 'dropped' });
      return;
    }
    queue.push(item);
    if (queue.length >= BATCH_EVENTS) flushNow();
    else schedule();
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(flushNow, FLUSH_EVERY_MS);
    timer.unref();
  }

  /** Until everything queued is written (or lost). */
  async function drain() {
    while (queue.length > 0 || inFlight.size > 0) {
      flushNow();
      await Promise.race(inFlight);
    }
  }

  const windowNow = () => Math.floor(now() / windowMs);
  // The script's 8 fields of an event.
  const argsOf = (
    type: string,
    visitorKey: string,
    remote: string,
    release: string,
    route: string,
    what = '',
    value = '',
  ) => [type, visitorKey, remote, release, routeName(route), what, value, String(windowNow())];

  async function read<T>(reading: Promise<T>): Promise<T> {
    try {
      const value = await reading;
      failing = false;
      return value;
    } catch (error) {
      failed(error);
      throw error;
    }
  }

  return {
    window: windowNow,
    exposure(visitorKey, remote, release, route) {
      if (!validNames(visitorKey, remote, release)) return;
      const window = windowNow();
      if (window !== exposuresWindow || sentExposures.size >= MAX_REMEMBERED_EXPOSURES) {
        sentExposures.clear();
        exposuresWindow = window;
      }
      const key = `${visitorKey} ${remote} ${release} ${route}`;
      if (sentExposures.has(key)) return;
      sentExposures.add(key);
      enqueue({ args: argsOf('x', visitorKey, remote, release, route) });
    },

    error(visitorKey, remote, release, kind, route) {
      if (!validNames(visitorKey, remote, release) || !isErrorKind(kind)) return;
      enqueue({
        args: argsOf('e', visitorKey, remote, release, route, kind),
        event: { type: 'error', kind, visitorKey, remote, release, route },
      });
    },

    vital(visitorKey, remote, release, name, value, route) {
      if (!validNames(visitorKey, remote, release) || !isVitalName(name) || !Number.isFinite(value) || value < 0)
        return;
      enqueue({
        args: argsOf('v', visitorKey, remote, release, route, name, String(value)),
        event: { type: 'vital', name, value, visitorKey, remote, release, route },
      });
    },

    async figures(remote, release, { sinceMs, routes }) {
      const numbers = windowsSince(sinceMs, now(), windowMs, keepMs);
      const windows = numbers.map((number) => `${remote}:${release}:${number}`);
      const sampleWindows = windowsSince(sinceMs, now(), sampleWindowMs, keepMs).map(
        (number) => `${remote}:${release}:${number}`,
      );
      const only = routes && [...new Set(routes.map(routeName))];
      // Per window, or per window and route when only some routes count.
      const keys = (kind: string, suffix = '') =>
        windows.flatMap((w) =>
          only ? only.map((route) => `${prefix}:${kind}r:${w}${suffix}:${route}`) : [`${prefix}:${kind}:${w}${suffix}`],
        );
      const pipeline = redis.pipeline();
      const count = (list: string[]) => (list.length > 0 ? pipeline.pfcount(...list) : pipeline.echo('0'));
      count(keys('x'));
      count(keys('e'));
      for (const kind of ERROR_KINDS) count(keys('k', `:${kind}`));
      pipeline.sunion(...windows.map((w) => `${prefix}:rt:${w}`));
      for (const name of VITAL_NAMES) for (const sw of sampleWindows) pipeline.hgetall(`${prefix}:vv:${sw}:${name}`);
      const values = await read(
        pipeline.exec().then((answers) =>
          (answers ?? []).map(([error, value]) => {
            if (error) throw error;
            return value;
          }),
        ),
      );
      const [visitors, errorVisitors, ...rest] = values;
      const errorsByKind = emptyErrorsByKind();
      ERROR_KINDS.forEach((kind, index) => (errorsByKind[kind] = Number(rest[index])));
      const routesUsed = rest[ERROR_KINDS.length] as string[];
      const hashes = rest.slice(ERROR_KINDS.length + 1) as Record<string, string>[];
      const samples = Object.fromEntries(
        VITAL_NAMES.map((name, nameIndex) => [
          name,
          hashes
            .slice(nameIndex * sampleWindows.length, (nameIndex + 1) * sampleWindows.length)
            .map((hash): WindowSample => {
              const observations = Object.entries(hash).map(([member, value]) => ({
                score: scoreOfMember(member),
                route: routeOfMember(member),
                value: Number(value),
              }));
              return { observations, full: observations.length >= samplesPerWindow };
            }),
        ]),
      ) as Record<VitalName, WindowSample[]>;
      return {
        remote,
        release,
        fromMs: numbers[0] * windowMs,
        visitors: Number(visitors),
        errorVisitors: Number(errorVisitors),
        errorsByKind,
        vitals: vitalFigures(samples, maxSamples, only && new Set(only)),
        routes: routesUsed.sort(),
      };
    },

    onEvent: listeners.add,

    flush: drain,

    async close() {
      await drain();
      clearTimeout(timer);
    },
  };
}
