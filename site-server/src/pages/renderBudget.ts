import { LRUCache } from 'lru-cache';

/** How many fresh server renders one client may start: a burst, then a steady rate (RENDER_BUDGET_BURST, RENDER_BUDGET_PER_SECOND). */
export interface RenderBudgetSetting {
  burst: number;
  perSecond: number;
}

/**
 * A visitor's first page is rendered on the server and the pages after it are rendered by the
 * browser, so a real visitor starts a handful of renders; an office or a phone network behind one
 * address a few more. A client asking for uncached page after uncached page is not a visitor.
 */
export const DEFAULT_RENDER_BUDGET: RenderBudgetSetting = { burst: 20, perSecond: 2 };

/** Clients remembered at once: the least recently seen are forgotten first (and start again with a full budget). */
const CLIENTS_REMEMBERED = 50_000;

export interface RenderBudget {
  /** Takes one render from `client`'s budget: false when it has none left (its page is then not rendered on the server). */
  take(client: string): boolean;
}

/**
 * Fresh renders per client, as a token bucket: `burst` at once, refilled at `perSecond`. Only renders
 * count: a page from the page cache costs nothing. Per instance: behind a balancer, a client's budget
 * is this times the instances it reaches.
 */
export function createRenderBudget(
  { burst, perSecond }: RenderBudgetSetting,
  now: () => number = Date.now,
): RenderBudget {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: CLIENTS_REMEMBERED });
  return {
    take(client) {
      const key = clientKey(client);
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      const tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      const allowed = tokens >= 1;
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: time });
      return allowed;
    },
  };
}

/**
 * The client a budget belongs to: an IPv4 address, or an IPv6 address's /64 (one household or phone
 * has a whole /64 and could otherwise take a new address for every request).
 */
export function clientKey(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address.replace(/^::ffff:/i, '');
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0') : [];
  return `${[...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** RENDER_BUDGET_BURST / RENDER_BUDGET_PER_SECOND from the environment (tests and load benches raise them). */
export function renderBudgetFromEnv(env: NodeJS.ProcessEnv): RenderBudgetSetting {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value.trim() === '') return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) throw new Error(`${name}: "${value}" is not a positive number`);
    return number;
  };
  return {
    burst: read('RENDER_BUDGET_BURST', DEFAULT_RENDER_BUDGET.burst),
    perSecond: read('RENDER_BUDGET_PER_SECOND', DEFAULT_RENDER_BUDGET.perSecond),
  };
}
