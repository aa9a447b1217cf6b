import type { Db } from '@nahbar/db';
import type { AppConfig } from '../config';
import { redisTargetOf } from '../redis/redis-client';
import type { EventBus } from './bus';
import { type LiveMeter, NO_METER } from './fan-out-meter';
import { InProcessBus } from './in-process-bus';
import { MemberTopics } from './member-topics';
import { databaseMessageSource, type ToMessage } from './message-source';
import { OnlineStatus } from './online-status';
import { Presence } from './presence';
import { MemoryPresenceStore } from './presence-memory-store';
import { RedisPresenceStore } from './presence-redis-store';
import { RedisBus } from './redis-bus';
import { RoomFeeds } from './room-feeds';
import { Typing } from './typing';

/** The live layer, as the rest of the app sees it (AppDeps extends it). */
export interface Realtime {
  /** Topics of rooms and members: in-process, or through Redis when configured. */
  bus: EventBus;
  /** Who is online in which room, across transports and (with Redis) instances. */
  presence: Presence;
  /** Typing flags, cleared by the server 3 s after the last start. */
  typing: Typing;
  /** This process's room subscriptions, shared by all its live connections. */
  feeds: RoomFeeds;
  /** This process's subscriptions to members' own topics (and new public rooms), shared likewise. */
  members: MemberTopics;
  /** Whether each user is connected anywhere: users.is_online and last_seen. */
  online: OnlineStatus;
  /**
   * Failures away from any request (a reader leaving a room, say): written to stderr unless the
   * log level is silent, never thrown.
   */
  reportError: (error: unknown) => void;
  /** Whether Redis answers a PING (the readiness check); undefined without Redis. */
  redisPing: (() => Promise<void>) | undefined;
}

/**
 * The live layer: in-process by default; with `REDIS_URL` or `REDIS_CLUSTER_NODES`, the bus and
 * presence go through Redis so several API processes share rooms and who is online in them. Their channels and
 * keys start with `redisPrefix`: processes that share one Redis hear each other only when it
 * is the same (tests give each file its own, so parallel files stay apart). `meter` is told of
 * deliveries and the bus's publishes and lag (the metrics).
 */
export function createRealtime(
  config: AppConfig,
  db: Db,
  toMessage: ToMessage,
  redisPrefix = 'nahbar:',
  meter: LiveMeter = NO_METER,
): Realtime {
  // Realtime failures happen away from any request; they must not pass silently.
  const onError = (error: unknown) => {
    if (config.logLevel !== 'silent') console.error('realtime:', error);
  };
  const redis = redisTargetOf(config);
  const redisBus = redis ? new RedisBus(redis, { onError, prefix: redisPrefix, meter }) : undefined;
  const bus = redisBus ?? new InProcessBus();
  const store = redisBus
    ? new RedisPresenceStore(redisBus.commands, { onError, prefix: redisPrefix })
    : new MemoryPresenceStore();
  const onlineStore = redisBus
    ? new RedisPresenceStore(redisBus.commands, { onError, prefix: `${redisPrefix}online:` })
    : new MemoryPresenceStore();
  return {
    bus,
    presence: new Presence(bus, store, onError),
    typing: new Typing(bus, undefined, onError),
    feeds: new RoomFeeds(bus, databaseMessageSource(db, toMessage), onError, Date.now, meter),
    members: new MemberTopics(bus, onError),
    online: new OnlineStatus(onlineStore, db, bus, onError),
    reportError: onError,
    redisPing: redisBus ? () => redisBus.ping() : undefined,
  };
}

/** Presence first: it tells the other instances who left, over the bus it then closes. */
export async function closeRealtime(realtime: Realtime): Promise<void> {
  realtime.typing.close();
  realtime.feeds.close();
  await realtime.online.close();
  await realtime.presence.close();
  await realtime.bus.close();
}
