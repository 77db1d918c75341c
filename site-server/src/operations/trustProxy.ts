import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** Which peers are proxies whose X-Forwarded-* headers are believed: a hop count or their addresses. */
export type TrustProxySetting = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;

/**
 * TRUST_PROXY, from the environment: unset or empty trusts nobody; a number is how many proxies
 * stand in front (the balancer, perhaps a CDN); otherwise a comma-separated list of proxy
 * addresses or CIDR ranges ('loopback', 'linklocal' and 'uniquelocal' name the private ranges).
 * "Trust everyone" is refused: any client could then choose its own address and the rate limit
 * would mean nothing.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*') {
    throw new Error(
      `TRUST_PROXY=${text} would believe X-Forwarded-For from any client: give the number of proxies in front of the server, or their addresses`,
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [, address, bits] = CIDR.exec(entry) ?? [undefined, entry, undefined];
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    if (
      !named &&
      (!isIP(address ?? '') || (bits !== undefined && Number(bits) > (isIP(address ?? '') === 4 ? 32 : 128)))
    ) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, or loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}

/** Whether a connection's peer is a trusted proxy (the first hop, as Fastify itself judges it). */
export function trustsPeer(setting: TrustProxySetting): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const trusted = proxyAddr.compile(setting);
  return (address) => address !== undefined && trusted(address, 0);
}

/** The setting as Fastify's `trustProxy` option takes it (its types have no hop count). */
export function fastifyTrustProxy(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
