import type { RoomEvent, UserEvent } from '@nahbar/contracts';
import type { Db } from '@nahbar/db';
import type { Realtime } from './create-realtime';
import type { MemberListening } from './member-topics';
import { ReaderView } from './reader-view';
import type { Following } from './room-feeds';

/** What a reader needs: the live layer, and the database its view reads relations from. */
export type RoomReaderDeps = Pick<Realtime, 'members' | 'feeds' | 'presence' | 'typing' | 'reportError'> & {
  db: Db;
};

export interface RoomReaderOptions {
  roomId: string;
  /** The member reading (from the session). */
  readerId: string;
  /** The last sequence id the reader has: the messages after it come first, from the database. */
  afterSequenceId?: number | undefined;
  /**
   * Throws when the reader may no longer read the room: asked again whenever their access to
   * it changes (they left it, an invitation was withdrawn). The transport's own access check.
   */
  recheck(): Promise<unknown>;
  /** An event the reader may see, with the last sequence id they have been given (a resume point). */
  deliver(event: RoomEvent, cursor: number): void;
  /** A recheck refused the reader once open: they have left the room; `refusal` is what was thrown. */
  lost(refusal: unknown): void;
}

/**
 * One member reading one room live, for both transports (the `/ws` socket and the tRPC stream
 * adapt it to their frames). Opening it follows the member's own topic first, then loads what
 * they may see of the others (reader-view.ts), follows the room's feed (room-feeds.ts: the
 * messages after the resume point, then live events, each once), enters the room's presence
 * and hands over who is online. While open, it passes each event through the view (blocks,
 * hidden online status) and leaves out the member's own typing; their relations changing
 * reloads the view, their access changing asks `recheck` again. Closing it stops all of that,
 * clears their typing and leaves the presence; it may be closed at any point, opening too.
 */
export class RoomReader {
  readonly roomId: string;
  private readonly view: ReaderView;
  /** The member's own topic, listened to while the reader is open. */
  private userEvents: MemberListening | undefined;
  private following: Following | undefined;
  /** The last sequence id handed to the reader so far. */
  private latest = 0;
  private entered = false;
  private opened = false;
  private closed = false;
  /** A recheck's refusal that came while the reader was still opening: `open` fails with it. */
  private refusal: { error: unknown } | undefined;

  constructor(
    private readonly deps: RoomReaderDeps,
    private readonly options: RoomReaderOptions,
  ) {
    this.roomId = options.roomId;
    this.view = new ReaderView(deps.db, options.readerId, deps.reportError);
  }

  /**
   * Enters the room. With `replacing` (the member's reader of another room on the same
   * connection), that one is closed only once this one is in: a switch that fails keeps the
   * old room, and the old room's events stop before the new room's online list. A failure
   * closes this reader again and is thrown; a reader closed meanwhile just stops.
   */
  async open(replacing?: RoomReader): Promise<void> {
    try {
      await this.enter(replacing);
    } catch (error) {
      const closedMeanwhile = this.closed;
      await this.close();
      if (!closedMeanwhile) throw error;
    }
    if (this.refusal) throw this.refusal.error;
  }

  /**
   * The member joins the room they are reading again: with a resume point, the feed is followed
   * anew from it (the old following stops first, so no message comes twice); then who is online,
   * again. Their place in the presence stays: nobody sees them leave and come back. A failure
   * closes the reader, as it does when opening, and is thrown.
   */
  async rejoin(afterSequenceId: number | undefined): Promise<void> {
    if (this.closed) return;
    try {
      if (afterSequenceId !== undefined) {
        this.following?.stop();
        this.following = undefined;
        this.latest = 0;
        const following = await this.deps.feeds.follow(this.roomId, afterSequenceId, this.take);
        if (this.closed) return following.stop();
        this.following = following;
      }
      await this.announce();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /** Closed: by its transport, by a refusal, or by the reader that took over from it. */
  get isClosed(): boolean {
    return this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.userEvents?.stop();
    this.following?.stop();
    this.following = undefined;
    await this.leave();
  }

  private async enter(replacing: RoomReader | undefined): Promise<void> {
    const { members, feeds, presence } = this.deps;
    const { readerId, afterSequenceId } = this.options;
    // The topic first, then the relations: a change after the read still reaches the view.
    const userEvents = members.listen(readerId, this.heard);
    this.userEvents = userEvents;
    // Closed while it was being set up: close() found nothing to stop.
    if (this.closed) userEvents.stop();
    await userEvents.ready;
    await this.view.load();
    if (this.closed) return;
    const following = await feeds.follow(this.roomId, afterSequenceId, this.take);
    if (this.closed) return following.stop();
    this.following = following;
    await presence.enter(this.roomId, readerId);
    this.entered = true;
    if (this.closed) return this.leave();
    if (replacing) await replacing.close().catch(this.deps.reportError);
    await this.announce();
    // Nothing waits between the last step and here: a refusal came before (open throws it) or after.
    if (!this.closed) this.opened = true;
  }

  /** Who is online in the room, as far as the reader may see, at the point the reader has reached. */
  private async announce(): Promise<void> {
    const online = await this.deps.presence.online(this.roomId);
    const onlineUsers = await this.view.visibleOnline(online);
    // After the replayed messages, at the point they reached: the ids never go back.
    const cursor = Math.max(this.latest, this.following?.position ?? 0);
    this.give({ type: 'room_online_users', roomId: this.roomId, onlineUsers }, cursor);
  }

  /** The feed's events: `at` is the last sequence id this reader has been given with it. */
  private readonly take = (event: RoomEvent, at: number): void => {
    if (at > this.latest) this.latest = at;
    // One's own typing is no news to oneself.
    if (event.type === 'user_typing' && event.userId === this.options.readerId) return;
    // A presence event may wait for a look-up; it goes out at the point the reader has reached.
    this.view.pass(event, (shown) => this.give(shown, at));
  };

  private give(event: RoomEvent, at: number): void {
    if (!this.closed) this.options.deliver(event, Math.max(at, this.latest));
  }

  private async leave(): Promise<void> {
    if (!this.entered) return;
    this.entered = false;
    const { roomId, readerId } = this.options;
    try {
      await this.deps.typing.clear(roomId, readerId);
    } finally {
      await this.deps.presence.leave(roomId, readerId);
    }
  }

  /**
   * The member's own topic, while the reader is open: their relations changing reloads the view,
   * their access to this room changing is checked again (beside the member's other events, so a
   * reload never waits for a recheck).
   */
  private readonly heard = (event: UserEvent): void => {
    if (this.closed) return;
    if (event.type === 'relations_changed') this.view.reload();
    else if (event.type === 'access_changed' && event.roomId === this.roomId) {
      this.recheck().catch(this.deps.reportError);
    }
  };

  /** A refusal moves the reader out: it leaves the room, then the transport hears why. */
  private async recheck(): Promise<void> {
    try {
      await this.options.recheck();
    } catch (error) {
      if (this.closed) return;
      const opened = this.opened;
      if (!opened) this.refusal = { error };
      try {
        await this.close();
      } finally {
        if (opened) this.options.lost(error);
      }
    }
  }
}
