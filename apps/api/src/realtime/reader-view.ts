import type { RoomEvent } from '@nahbar/contracts';
import { type Db, relationsQueries } from '@nahbar/db';

/**
 * Of the members in a presence event, those who hide being online (`showOnlineStatus` off):
 * looked up once per event, however many readers of the room this process serves.
 */
const hidingOnlineOf = new WeakMap<RoomEvent, Promise<ReadonlySet<string>>>();

function presenceIdsOf(event: RoomEvent): string[] {
  if (event.type === 'room_online_users') return event.onlineUsers;
  if (event.type === 'user_joined' || event.type === 'user_left') return [event.userId];
  return [];
}

/**
 * What one reader of a room may see of the others, for both transports (the per-reader filter
 * of the live room reader): messages of members the reader blocked are dropped; typing and
 * presence of anyone across a block either way are dropped; members who hide being online
 * are left out of presence unless they are the reader's friends. The same rules as the
 * policy module's (services/policy/can.ts: canSeeOnline, hiddenByBlock), in the form a live
 * stream needs: sets held in memory, reloaded when the reader's relations change.
 */
export class ReaderView {
  private blocked: ReadonlySet<string> = new Set();
  private blockedBy: ReadonlySet<string> = new Set();
  private friends: ReadonlySet<string> = new Set();
  /** Presence events wait for a look-up; they are passed on in the order they came. */
  private presence: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    readonly viewerId: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async load(): Promise<void> {
    const [blocks, friends] = await Promise.all([
      relationsQueries.blocksOf(this.db, this.viewerId),
      relationsQueries.friendIdsOf(this.db, this.viewerId),
    ]);
    this.blocked = new Set(blocks.blocked);
    this.blockedBy = new Set(blocks.blockedBy);
    this.friends = new Set(friends);
  }

  /** The reader's relations changed (a block, a friendship): read them again. */
  reload(): void {
    this.load().catch(this.onError);
  }

  /** A block either way hides the two from each other. */
  hides(userId: string): boolean {
    return this.blocked.has(userId) || this.blockedBy.has(userId);
  }

  /**
   * Passes an event to `deliver` as this reader may see it, or not at all. Messages and typing
   * are decided at once; presence after a look-up of who hides being online.
   */
  pass(event: RoomEvent, deliver: (event: RoomEvent) => void): void {
    if (event.type === 'new_message') {
      if (!this.blocked.has(event.message.userId)) deliver(event);
      return;
    }
    if (event.type === 'message_removed') {
      deliver(event);
      return;
    }
    if (event.type === 'user_typing') {
      if (!this.hides(event.userId)) deliver(event);
      return;
    }
    this.presence = this.presence
      .then(async () => {
        const shown = await this.visiblePresence(event);
        if (shown) deliver(shown);
      })
      .catch(this.onError);
  }

  /** Who of `userIds` the reader may see online. */
  async visibleOnline(userIds: readonly string[]): Promise<string[]> {
    const hiding = new Set(await relationsQueries.hidingOnline(this.db, [...userIds]));
    return userIds.filter((id) => this.seesOnline(id, hiding));
  }

  private seesOnline(userId: string, hiding: ReadonlySet<string>): boolean {
    if (userId === this.viewerId) return true;
    if (this.hides(userId)) return false;
    return this.friends.has(userId) || !hiding.has(userId);
  }

  private async visiblePresence(event: RoomEvent): Promise<RoomEvent | undefined> {
    let hiding = hidingOnlineOf.get(event);
    if (!hiding) {
      hiding = relationsQueries.hidingOnline(this.db, presenceIdsOf(event)).then((ids) => new Set(ids));
      hidingOnlineOf.set(event, hiding);
    }
    const hidden = await hiding;
    if (event.type === 'room_online_users') {
      const onlineUsers = event.onlineUsers.filter((id) => this.seesOnline(id, hidden));
      return onlineUsers.length === event.onlineUsers.length ? event : { ...event, onlineUsers };
    }
    if (event.type === 'user_joined' || event.type === 'user_left') {
      return this.seesOnline(event.userId, hidden) ? event : undefined;
    }
    return event;
  }
}
