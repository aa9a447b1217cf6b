import { Redis } from 'ioredis';

export interface HeldKey {
  name: string;
  /** Seconds until the key expires; -1 for a key that never does. */
  ttlSeconds: number;
}

/**
 * Every key of the Redis at `url` that holds one of `needles` in its name, a hash field or a
 * set member (presence keeps members as hash fields and "room\nmember" set entries, the rate
 * limits as key names). Other test runs may share the server: only the needles count.
 */
export async function redisHolding(url: string, needles: readonly string[]): Promise<HeldKey[]> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const held: HeldKey[] = [];
    let cursor = '0';
    do {
      const [next, names] = await redis.scan(cursor, 'COUNT', 1000);
      cursor = next;
      for (const name of names) {
        if (await holds(redis, name, needles)) held.push({ name, ttlSeconds: await redis.ttl(name) });
      }
    } while (cursor !== '0');
    return held;
  } finally {
    redis.disconnect();
  }
}

async function holds(redis: Redis, name: string, needles: readonly string[]): Promise<boolean> {
  if (needles.some((needle) => name.includes(needle))) return true;
  const type = await redis.type(name);
  for (const needle of needles) {
    const match = `*${needle}*`;
    if (type === 'hash' && (await redis.hscan(name, '0', 'MATCH', match, 'COUNT', 10_000))[1].length > 0) {
      return true;
    }
    if (type === 'set' && (await redis.sscan(name, '0', 'MATCH', match, 'COUNT', 10_000))[1].length > 0) {
      return true;
    }
  }
  return false;
}

/** Polls until nothing of `needles` is left, for up to `ms`; answers what was left last. */
export async function redisReleases(url: string, needles: readonly string[], ms = 3000): Promise<HeldKey[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const held = await redisHolding(url, needles);
    if (held.length === 0 || Date.now() > deadline) return held;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
