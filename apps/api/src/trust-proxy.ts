import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/**
 * Whose `X-Forwarded-For` the API believes: nobody's (the default: the address is the peer's),
 * the last `hops` proxies in front of it, or the proxies at these addresses and networks.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for the private ranges (a proxy in the same Docker network, say). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset, empty, `off` or `0` trusts no proxy; a whole number counts the proxies in
 * front of the API; anything else is a comma-separated list of the proxies' addresses or
 * networks. `true` is refused on purpose: trusting every sender's header lets any client choose
 * the address its limits are counted under.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): TrustProxy => {
    if (text === undefined || text === '' || text === 'off' || text === '0') return false;
    if (/^\d+$/.test(text)) return { hops: Number(text) };
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
    if (entries.length === 0 || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be off, a number of proxies, or their addresses/CIDRs (not ${wrong.join(', ') || text})`,
      });
      return z.NEVER;
    }
    return { addresses: entries };
  });

/**
 * Fastify's `trustProxy` for the setting. A hop count becomes a function: Fastify 5.12 answers a
 * bare number by trusting nothing, since a count cannot tell the proxy from a client that reached
 * the API directly; the README says to use it only where the proxy is the one way in.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    // proxy-addr asks about the peer first (hop 0), then each forwarded address from the right.
    return (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses;
}
