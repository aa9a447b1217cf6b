import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import type { EventBus } from './bus';

export interface PresenceDeparture {
  roomId: string;
  userId: string;
}

/**
 * Who is online where, as far as all instances together know. The store only hears when
 * this instance's first connection of a user enters a room or its last one leaves.
 */
export interface PresenceStore {
  /** True when no instance had the user in the room before. */
  add(roomId: string, userId: string): Promise<boolean>;
  /** True when no instance has the user in the room any more. */
  remove(roomId: string, userId: string): Promise<boolean>;
  list(roomId: string): Promise<string[]>;
  /** Users gone because another instance went away without cleaning up. */
  onDepartures(listener: (departures: PresenceDeparture[]) => void): void;
  /** Forgets this instance; returns who went offline with it. */
  close(): Promise<PresenceDeparture[]>;
}

/**
 * Changes close together (a page of sockets reconnecting) share one room_online_users:
 * every change is still followed by a list that includes it.
 */
const ONLINE_LIST_DELAY_MS = 20;

/**
 * Presence per room: userId → live connections on this instance (tabs, devices, both
 * transports). `user_joined` / `user_left` go out when a user's first connection anywhere
 * enters or their last one leaves, `room_online_users` after each such change.
 */
export class Presence {
  private readonly local = new Map<string, Map<string, number>>();
  private readonly pendingLists = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly bus: EventBus,
    private readonly store: PresenceStore,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    store.onDepartures((departures) => {
      this.announceDepartures(departures).catch(onError);
    });
  }

  async enter(roomId: string, userId: string): Promise<void> {
    if (this.closed) return;
    let users = this.local.get(roomId);
    if (!users) {
      users = new Map();
      this.local.set(roomId, users);
    }
    const count = (users.get(userId) ?? 0) + 1;
    users.set(userId, count);
    if (count > 1) return;
    let joined: boolean;
    try {
      joined = await this.store.add(roomId, userId);
    } catch (error) {
      // Not counted anywhere then: undo the local count so a later leave stays balanced.
      await this.leave(roomId, userId).catch(() => {});
      throw error;
    }
    if (joined) {
      await this.publish(roomId, { type: 'user_joined', roomId, userId });
      this.scheduleOnlineList(roomId);
    }
  }

  async leave(roomId: string, userId: string): Promise<void> {
    const users = this.local.get(roomId);
    const count = users?.get(userId);
    if (!users || count === undefined) return;
    if (count > 1) {
      users.set(userId, count - 1);
      return;
    }
    users.delete(userId);
    if (users.size === 0) this.local.delete(roomId);
    if (this.closed) return;
    if (await this.store.remove(roomId, userId)) {
      await this.publish(roomId, { type: 'user_left', roomId, userId });
      this.scheduleOnlineList(roomId);
    }
  }

  online(roomId: string): Promise<string[]> {
    return this.store.list(roomId);
  }

  /** Leaves every room this instance holds, telling the others. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.pendingLists.values()) clearTimeout(timer);
    this.pendingLists.clear();
    this.local.clear();
    const departures = await this.store.close();
    await this.announceDepartures(departures, true).catch(this.onError);
  }

  private async announceDepartures(departures: PresenceDeparture[], now = false): Promise<void> {
    const rooms = new Set<string>();
    for (const { roomId, userId } of departures) {
      rooms.add(roomId);
      await this.publish(roomId, { type: 'user_left', roomId, userId });
    }
    for (const roomId of rooms) {
      if (now) await this.publishOnlineList(roomId);
      else this.scheduleOnlineList(roomId);
    }
  }

  private scheduleOnlineList(roomId: string): void {
    if (this.closed || this.pendingLists.has(roomId)) return;
    const timer = setTimeout(() => {
      this.pendingLists.delete(roomId);
      this.publishOnlineList(roomId).catch(this.onError);
    }, ONLINE_LIST_DELAY_MS);
    this.pendingLists.set(roomId, timer);
  }

  private async publishOnlineList(roomId: string): Promise<void> {
    const onlineUsers = await this.store.list(roomId);
    await this.publish(roomId, { type: 'room_online_users', roomId, onlineUsers });
  }

  private publish(roomId: string, event: RoomEvent): Promise<void> {
    return this.bus.publish(roomTopic(roomId), event);
  }
}
