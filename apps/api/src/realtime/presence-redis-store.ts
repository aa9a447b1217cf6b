import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { PresenceDeparture, PresenceStore } from './presence';

export interface RedisPresenceOptions {
  prefix?: string;
  onError?: (error: unknown) => void;
  /** How long an instance counts as alive without a heartbeat. */
  aliveTtlMs?: number;
  /** How often it renews that, and looks for instances that died. */
  heartbeatMs?: number;
}

// KEYS: room hash, this instance's set. ARGV: userId, "roomId\nuserId". 1 = first instance.
const ADD = `
if redis.call('SADD', KEYS[2], ARGV[2]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], ARGV[1], 1) == 1 then return 1 end
return 0`;

// Same keys and arguments. 1 = no instance has the user in the room any more.
const REMOVE = `
if redis.call('SREM', KEYS[2], ARGV[2]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`;

// KEYS: an instance's set, the instance registry. ARGV: room key prefix, instance id.
// Takes back everything that instance held; returns the departures as room, user pairs.
const REAP = `
local out = {}
for _, m in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local sep = string.find(m, '\\n', 1, true)
  local room = string.sub(m, 1, sep - 1)
  local user = string.sub(m, sep + 1)
  local key = ARGV[1] .. room
  if redis.call('HINCRBY', key, user, -1) <= 0 then
    redis.call('HDEL', key, user)
    table.insert(out, room)
    table.insert(out, user)
  end
end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
return out`;

/**
 * Presence shared by every instance through Redis: per room a hash userId → number of
 * instances with that user there, and per instance the set of what it holds, so that the
 * others can take back the share of an instance that died (its heartbeat key expires).
 * The scripts touch keys they compute, which a single Redis allows (not a cluster).
 */
export class RedisPresenceStore implements PresenceStore {
  readonly instanceId = randomUUID();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly prefix: string;
  private readonly aliveTtlMs: number;
  private listener: (departures: PresenceDeparture[]) => void = () => {};

  constructor(
    private readonly redis: Redis,
    options: RedisPresenceOptions = {},
  ) {
    this.prefix = options.prefix ?? 'nahbar:';
    this.aliveTtlMs = options.aliveTtlMs ?? 15_000;
    const onError = options.onError ?? (() => {});
    this.beat().catch(onError);
    this.heartbeat = setInterval(() => {
      this.beat()
        .then(() => this.reapDeadInstances())
        .catch(onError);
    }, options.heartbeatMs ?? 5_000);
    this.heartbeat.unref();
  }

  async add(roomId: string, userId: string): Promise<boolean> {
    return (await this.run(ADD, roomId, userId)) === 1;
  }

  async remove(roomId: string, userId: string): Promise<boolean> {
    return (await this.run(REMOVE, roomId, userId)) === 1;
  }

  list(roomId: string): Promise<string[]> {
    return this.redis.hkeys(this.roomKey(roomId));
  }

  onDepartures(listener: (departures: PresenceDeparture[]) => void): void {
    this.listener = listener;
  }

  async close(): Promise<PresenceDeparture[]> {
    clearInterval(this.heartbeat);
    // Redis out of reach: its commands would wait for it through every reconnect attempt. The
    // other instances take this one's share back once its alive key expires.
    if (this.redis.status !== 'ready') return [];
    const departures = await this.reap(this.instanceId);
    await this.redis.del(this.aliveKey(this.instanceId));
    return departures;
  }

  private run(script: string, roomId: string, userId: string): Promise<unknown> {
    const member = `${roomId}\n${userId}`;
    return this.redis.eval(
      script,
      2,
      this.roomKey(roomId),
      this.instanceKey(this.instanceId),
      userId,
      member,
    );
  }

  private async beat(): Promise<void> {
    await this.redis
      .multi()
      .set(this.aliveKey(this.instanceId), '1', 'PX', this.aliveTtlMs)
      .sadd(this.registryKey(), this.instanceId)
      .exec();
  }

  private async reapDeadInstances(): Promise<void> {
    const ids = await this.redis.smembers(this.registryKey());
    for (const id of ids) {
      if (id === this.instanceId || (await this.redis.exists(this.aliveKey(id))) === 1) continue;
      const departures = await this.reap(id);
      if (departures.length > 0) this.listener(departures);
    }
  }

  private async reap(id: string): Promise<PresenceDeparture[]> {
    const flat = await this.redis.eval(
      REAP,
      2,
      this.instanceKey(id),
      this.registryKey(),
      this.roomKey(''),
      id,
    );
    const departures: PresenceDeparture[] = [];
    if (!Array.isArray(flat)) return departures;
    for (let i = 0; i + 1 < flat.length; i += 2) {
      departures.push({ roomId: String(flat[i]), userId: String(flat[i + 1]) });
    }
    return departures;
  }

  private roomKey(roomId: string): string {
    return `${this.prefix}presence:room:${roomId}`;
  }

  private instanceKey(id: string): string {
    return `${this.prefix}presence:instance:${id}`;
  }

  private aliveKey(id: string): string {
    return `${this.prefix}presence:alive:${id}`;
  }

  private registryKey(): string {
    return `${this.prefix}presence:instances`;
  }
}
