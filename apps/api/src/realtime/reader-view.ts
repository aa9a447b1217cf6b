import type { RoomEvent } from '@nahbar/contracts';
import { type Db, relationsQueries } from '@nahbar/db';

function presenceIdsOf(event: RoomEvent): string[] {
  if (event.type === 'room_online_users') return event.onlineUsers;
  if (event.type === 'user_joined' || event.type === 'user_left') return [event.userId];
  return [];
}

/**
 * Of the members in a presence event, those who hide being online (`showOnlineStatus` off):
 * looked up once per event, however many readers of the room this process serves. The readers
 * waiting for it are called in one go when it is known, not each through promises of its own:
 * a join in a room of thousands is one look-up and thousands of plain calls.
 */
class HidingLookup {
  hiding: ReadonlySet<string> | undefined;
  failure: unknown;
  private waiting: (() => void)[] = [];

  constructor(db: Db, event: RoomEvent) {
    relationsQueries.hidingOnline(db, presenceIdsOf(event)).then(
      (ids) => this.settle(new Set(ids), undefined),
      (error: unknown) => this.settle(new Set(), error ?? new Error('look-up failed')),
    );
  }

  get settled(): boolean {
    return this.hiding !== undefined;
  }

  whenSettled(then: () => void): void {
    this.waiting.push(then);
  }

  private settle(hiding: ReadonlySet<string>, failure: unknown): void {
    this.hiding = hiding;
    this.failure = failure;
    const waiting = this.waiting;
    this.waiting = [];
    for (const then of waiting) then();
  }
}

const lookups = new WeakMap<RoomEvent, HidingLookup>();

function lookupOf(db: Db, event: RoomEvent): HidingLookup {
  let lookup = lookups.get(event);
  if (!lookup) {
    lookup = new HidingLookup(db, event);
    lookups.set(event, lookup);
  }
  return lookup;
}

interface PendingEvent {
  event: RoomEvent;
  deliver: (event: RoomEvent) => void;
}

/**
 * What one reader of a room may see of the others, for both transports (the per-reader filter
 * of the live room reader): messages, typing and presence of anyone across a block either way
 * are dropped (policy/hidden-senders.ts says the same for history); members who hide being online
 * are left out of presence unless they are the reader's friends. The same rules as the
 * policy module's (services/policy/can.ts: canSeeOnline, hiddenByBlock), in the form a live
 * stream needs: sets held in memory, reloaded when the reader's relations change.
 */
export class ReaderView {
  // A view lives as long as its socket, and most members block nobody: no relations, no set.
  private blocked: ReadonlySet<string> = NO_ONE;
  private blockedBy: ReadonlySet<string> = NO_ONE;
  private friends: ReadonlySet<string> = NO_ONE;
  /** Presence events wait for a look-up; they are passed on in the order they came. */
  private presence: PendingEvent[] | undefined;
  private presenceWaits = false;
  /** Reloads under way, and the events that came meanwhile, waiting for their answer. */
  private reloads = 0;
  private held: PendingEvent[] | undefined;
  private reloaded: (() => void)[] | undefined;
  /** Only the newest load's answer counts: an older one may have read the relations before a change. */
  private loads = 0;

  constructor(
    private readonly db: Db,
    readonly viewerId: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async load(): Promise<void> {
    this.loads += 1;
    const load = this.loads;
    const [blocks, friends] = await Promise.all([
      relationsQueries.blocksOf(this.db, this.viewerId),
      relationsQueries.friendIdsOf(this.db, this.viewerId),
    ]);
    if (load !== this.loads) return;
    this.blocked = setOf(blocks.blocked);
    this.blockedBy = setOf(blocks.blockedBy);
    this.friends = setOf(friends);
  }

  /**
   * The reader's relations changed (a block, a friendship): read them again. Events that come
   * meanwhile wait for the answer: they were published after the change (the news of it travels
   * ahead of them on the bus), and judged by the old relations, the first message or typing flag
   * of a member just blocked would get through (with two instances, the news and the event often
   * arrive together), and a member just unblocked would stay hidden.
   */
  reload(): void {
    this.reloads += 1;
    this.load()
      .catch(this.onError)
      .finally(() => {
        this.reloads -= 1;
        if (this.reloads > 0) return;
        this.passHeld();
        const reloaded = this.reloaded ?? [];
        this.reloaded = undefined;
        for (const then of reloaded) then();
      });
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
    if (this.reloads > 0) {
      this.held ??= [];
      this.held.push({ event, deliver });
      return;
    }
    this.decide(event, deliver);
  }

  private passHeld(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const { event, deliver } of held) this.decide(event, deliver);
  }

  private decide(event: RoomEvent, deliver: (event: RoomEvent) => void): void {
    if (event.type === 'new_message' || event.type === 'message_updated') {
      if (!this.hides(event.message.userId)) deliver(event);
      return;
    }
    // A tombstone says nothing of its sender: every reader may see a message go.
    if (event.type === 'message_removed' || event.type === 'message_deleted') {
      deliver(event);
      return;
    }
    if (event.type === 'user_typing' || event.type === 'reaction_changed') {
      if (!this.hides(event.userId)) deliver(event);
      return;
    }
    this.presence ??= [];
    this.presence.push({ event, deliver });
    if (!this.presenceWaits) this.passPresence();
  }

  /** Who of `userIds` the reader may see online. */
  async visibleOnline(userIds: readonly string[]): Promise<string[]> {
    // A list made during a reload would answer by the relations before the change.
    while (this.reloads > 0) await new Promise<void>((resolve) => this.afterReload(resolve));
    const hiding = new Set(await relationsQueries.hidingOnline(this.db, [...userIds]));
    return userIds.filter((id) => this.seesOnline(id, hiding));
  }

  private afterReload(then: () => void): void {
    this.reloaded ??= [];
    this.reloaded.push(then);
  }

  private seesOnline(userId: string, hiding: ReadonlySet<string>): boolean {
    if (userId === this.viewerId) return true;
    if (this.hides(userId)) return false;
    return this.friends.has(userId) || !hiding.has(userId);
  }

  /** Passes on the waiting presence events whose look-up is done, in order; waits at the first that is not. */
  private passPresence(): void {
    const waiting = this.presence ?? [];
    for (let next = waiting[0]; next; next = waiting[0]) {
      const lookup = lookupOf(this.db, next.event);
      if (!lookup.settled) {
        this.presenceWaits = true;
        lookup.whenSettled(() => this.passPresence());
        return;
      }
      waiting.shift();
      if (lookup.failure !== undefined) {
        this.onError(lookup.failure);
        continue;
      }
      const shown = this.visiblePresence(next.event, lookup.hiding ?? NO_ONE);
      if (shown) next.deliver(shown);
    }
    this.presenceWaits = false;
  }

  private visiblePresence(event: RoomEvent, hidden: ReadonlySet<string>): RoomEvent | undefined {
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

/** The relations of a member who has none of a kind: one empty set for every view. */
const NO_ONE: ReadonlySet<string> = new Set();

function setOf(ids: readonly string[]): ReadonlySet<string> {
  return ids.length === 0 ? NO_ONE : new Set(ids);
}
