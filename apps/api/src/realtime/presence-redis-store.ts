import { randomUUID } from 'node:crypto';
import { roomTopic } from '@nahbar/contracts';
import { clusterIsDown, type RedisClient, slotTag } from '../redis/redis-client';
import type { PresenceDeparture, PresenceStore } from './presence';

export interface RedisPresenceOptions {
  prefix?: string;
  onError?: (error: unknown) => void;
  /** How long an instance counts as alive without a heartbeat. */
  aliveTtlMs?: number;
  /** How often it renews that, and looks for instances that died. */
  heartbeatMs?: number;
}

// KEYS: room hash, what this instance holds in the room. ARGV: userId. 1 = first instance.
const ADD = `
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], ARGV[1], 1) == 1 then return 1 end
return 0`;

// Same keys and argument. 1 = no instance has the user in the room any more.
const REMOVE = `
if redis.call('SREM', KEYS[2], ARGV[1]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`;

// KEYS: room hash, what one instance holds in the room. Takes that back; returns the users who
// are in the room on no instance any more.
const REAP_ROOM = `
local gone = {}
for _, user in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if redis.call('HINCRBY', KEYS[1], user, -1) <= 0 then
    redis.call('HDEL', KEYS[1], user)
    table.insert(gone, user)
  end
end
redis.call('DEL', KEYS[2])
return gone`;

/**
 * Presence shared by every instance through Redis: per room a hash userId → number of
 * instances with that user there, and per room and instance the set of users that instance
 * holds there, so that the others can take back the share of an instance that died (its
 * heartbeat key expires). Each instance lists the rooms it has held anyone in, to know where to
 * look then.
 *
 * Every script touches the keys of one room only, all tagged with the room's topic (the tag of
 * its bus channel too), so on a Redis Cluster they share a slot: a script's keys never cross
 * slots, and a room's presence lives on the master that carries its events. The heartbeat keys
 * and the list of instances share a tag of their own, so the heartbeat can be one MULTI.
 */
export class RedisPresenceStore implements PresenceStore {
  readonly instanceId = randomUUID();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly prefix: string;
  private readonly aliveTtlMs: number;
  /** Rooms already in this instance's list in Redis (it only grows while the instance lives). */
  private readonly listedRooms = new Set<string>();
  private listener: (departures: PresenceDeparture[]) => void = () => {};

  constructor(
    private readonly redis: RedisClient,
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
    this.assertReachable();
    // Listed first: an instance that dies after this is reaped in this room, whatever it held.
    if (!this.listedRooms.has(roomId)) {
      await this.redis.sadd(this.roomsKey(this.instanceId), roomId);
      this.listedRooms.add(roomId);
    }
    return (await this.run(ADD, roomId, userId)) === 1;
  }

  async remove(roomId: string, userId: string): Promise<boolean> {
    return (await this.run(REMOVE, roomId, userId)) === 1;
  }

  async list(roomId: string): Promise<string[]> {
    this.assertReachable();
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

  /**
   * A cluster with no node in reach would queue the command until one is back (redis-client.ts):
   * fail now, as a single Redis does once its retries are spent.
   */
  private assertReachable(): void {
    if (clusterIsDown(this.redis)) throw new Error('Redis Cluster is out of reach');
  }

  private async run(script: string, roomId: string, userId: string): Promise<unknown> {
    this.assertReachable();
    return this.redis.eval(script, 2, this.roomKey(roomId), this.heldKey(roomId, this.instanceId), userId);
  }

  private async beat(): Promise<void> {
    this.assertReachable();
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

  /**
   * Takes back what instance `id` held, room by room (each room's script is atomic, so two
   * instances reaping the same dead one take each share back once), then forgets the instance.
   */
  private async reap(id: string): Promise<PresenceDeparture[]> {
    const rooms = await this.redis.smembers(this.roomsKey(id));
    const gone = await Promise.all(
      rooms.map(async (roomId) => {
        const users = await this.redis.eval(REAP_ROOM, 2, this.roomKey(roomId), this.heldKey(roomId, id));
        return Array.isArray(users) ? users.map((userId) => ({ roomId, userId: String(userId) })) : [];
      }),
    );
    await this.redis.del(this.roomsKey(id));
    await this.redis.srem(this.registryKey(), id);
    return gone.flat();
  }

  /** The tag of a room's keys: its bus topic, so its presence and its events share a slot. */
  private roomTag(roomId: string): string {
    return slotTag(roomTopic(roomId));
  }

  private roomKey(roomId: string): string {
    return `${this.prefix}presence:${this.roomTag(roomId)}`;
  }

  private heldKey(roomId: string, instanceId: string): string {
    return `${this.prefix}presence:${this.roomTag(roomId)}:held:${instanceId}`;
  }

  private roomsKey(instanceId: string): string {
    return `${this.prefix}presence:rooms:${slotTag(instanceId)}`;
  }

  private aliveKey(id: string): string {
    return `${this.prefix}presence:${slotTag('instances')}:alive:${id}`;
  }

  private registryKey(): string {
    return `${this.prefix}presence:${slotTag('instances')}`;
  }
}
