import { z } from 'zod';
import type { RedisClusterNode } from './redis-client';

/** `host:port`, the host a name, an IPv4 address or an IPv6 address in brackets. */
const NODE = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/;

function nodeOf(entry: string): RedisClusterNode | undefined {
  const match = NODE.exec(entry);
  const port = Number(match?.[3]);
  const host = match?.[1] ?? match?.[2];
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return { host, port };
}

/**
 * `REDIS_CLUSTER_NODES`: some nodes of a Redis Cluster as `host:port`, comma separated (one
 * reachable node is enough to start; more let a start succeed while one is down). Unset or
 * empty, no cluster.
 */
export const ZRedisClusterNodes = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): RedisClusterNode[] | undefined => {
    if (text === undefined || text === '') return undefined;
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const nodes = entries.map(nodeOf);
    const wrong = entries.filter((_, i) => nodes[i] === undefined);
    if (entries.length === 0 || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `REDIS_CLUSTER_NODES must list host:port entries, comma separated (not ${wrong.join(', ') || text})`,
      });
      return z.NEVER;
    }
    return nodes.filter((node) => node !== undefined);
  });
