import { type PresenceEvent, presenceTopic } from '@nahbar/contracts';
import { type Db, GroupedCalls, usersQueries } from '@nahbar/db';
import type { EventBus } from './bus';
import type { PresenceStore } from './presence';

/** The one "room" of the online store: anywhere in the app. */
const ANYWHERE = 'app';

/** Changes written in one statement at most: a thousand members dropped at once go in two. */
const ONLINE_WRITES_MAX = 500;

/**
 * Whether a user has a live connection on any instance (tabs, devices, both transports),
 * kept in `users.is_online` and `users.last_seen`. The store counts instances as presence
 * does per room, and reports users whose instance died; this instance counts its sockets.
 * Each change is written first and then published on `presence:<userId>`, so a watcher that
 * reads the column after subscribing misses none (realtime/online-watch.ts).
 */
export class OnlineStatus {
  private readonly local = new Map<string, number>();
  /** Writes of one user, in order: a quick reconnect must not end as "offline". */
  private readonly writes = new Map<string, Promise<void>>();
  /**
   * The database writes of all users, grouped: those of one turn (a closing proxy, a restart)
   * go in one statement. Each user's own writes still go one after another (`writes`).
   */
  private readonly statusWrites: GroupedCalls<usersQueries.OnlineChange, void>;

  constructor(
    private readonly store: PresenceStore,
    db: Db,
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void,
  ) {
    this.statusWrites = new GroupedCalls(
      {
        together: async (changes) => {
          await usersQueries.setOnlineMany(db, changes);
          return changes.map(() => undefined);
        },
        alone: (change) => usersQueries.setOnline(db, change.userId, change.isOnline, change.at),
      },
      ONLINE_WRITES_MAX,
    );
    store.onDepartures((departures) => {
      for (const { userId } of departures) this.write(userId, false);
    });
  }

  connected(userId: string): void {
    const count = (this.local.get(userId) ?? 0) + 1;
    this.local.set(userId, count);
    if (count === 1) this.change(userId, true);
  }

  disconnected(userId: string): void {
    const count = this.local.get(userId);
    if (count === undefined) return;
    if (count > 1) {
      this.local.set(userId, count - 1);
      return;
    }
    this.local.delete(userId);
    this.change(userId, false);
  }

  /** Lets pending writes finish (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.writes.size > 0) await Promise.all(this.writes.values());
  }

  /** Takes this instance's users offline where no other instance has them. */
  async close(): Promise<void> {
    this.local.clear();
    for (const { userId } of await this.store.close()) this.write(userId, false);
    await this.settled();
  }

  private change(userId: string, online: boolean): void {
    this.enqueue(userId, async () => {
      const changed = online
        ? await this.store.add(ANYWHERE, userId)
        : await this.store.remove(ANYWHERE, userId);
      if (changed) await this.record(userId, online);
    });
  }

  private write(userId: string, online: boolean): void {
    this.enqueue(userId, () => this.record(userId, online));
  }

  private async record(userId: string, online: boolean): Promise<void> {
    await this.statusWrites.run({ userId, isOnline: online, at: new Date() });
    const event: PresenceEvent = { type: 'member_online', userId, online };
    await this.bus.publish(presenceTopic(userId), event);
  }

  private enqueue(userId: string, task: () => Promise<void>): void {
    const previous = this.writes.get(userId) ?? Promise.resolve();
    const next = previous.then(task).catch(this.onError);
    this.writes.set(userId, next);
    void next.then(() => {
      if (this.writes.get(userId) === next) this.writes.delete(userId);
    });
  }
}
