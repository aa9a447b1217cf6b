import { type RoomEvent, TEXT, type TWsServerFrame, type UserEvent, userTopic } from '@nahbar/contracts';
import type { WebSocket } from 'ws';
import type { Actor, AppDeps } from '../deps';
import { SESSION_ENDED_CLOSE_CODE } from '../realtime/connections';
import { readableRoom } from '../services/rooms/readable-room';
import { encodeFrame } from './frame-cache';

/** A socket that reads slower than its room talks is dropped; it resumes on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface JoinedRoom {
  roomId: string;
  stop: () => void;
}

/**
 * One `/ws` connection: its user (from the session, fixed for its lifetime), the room it
 * last joined, and its share of presence. All its frames are handled one after another.
 */
export class LiveSocket {
  room: JoinedRoom | null = null;
  private closed = false;
  private alive = true;
  private readonly userEvents = new AbortController();
  private work: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly actor: Actor,
    readonly sessionId: string,
    private readonly deps: AppDeps,
  ) {
    socket.on('pong', () => this.markAlive());
  }

  /**
   * Runs tasks one after another: a `message` right after a `join` goes into that room,
   * and a re-check of access never overlaps a room switch.
   */
  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    this.work = this.work.then(task).catch(onError);
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === this.socket.OPEN;
  }

  send(frame: TWsServerFrame): void {
    if (!this.isOpen) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    // Bytes sent as a text frame, as the protocol says: JSON text.
    this.socket.send(encodeFrame(frame), { binary: false });
  }

  error(message: string): void {
    this.send({ type: 'error', message });
  }

  markAlive(): void {
    this.alive = true;
  }

  /** Called every health interval: a socket that did not answer the last ping is gone. */
  checkAlive(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  /**
   * Makes `roomId` the room this socket sees and sends into. Switching rooms enters the
   * new one before leaving the old, and re-joining the same room keeps its place, so
   * presence does not flicker.
   */
  async enterRoom(roomId: string, lastSequenceId: number | undefined): Promise<void> {
    const emit = (event: RoomEvent) => this.deliver(event);
    const current = this.room;
    if (current?.roomId === roomId) {
      if (lastSequenceId !== undefined) {
        current.stop();
        const { stop } = await this.deps.feeds.follow(roomId, lastSequenceId, emit);
        // Closed meanwhile: close() stopped the old follower, not this one.
        if (this.closed) return stop();
        current.stop = stop;
      }
    } else {
      const { stop } = await this.deps.feeds.follow(roomId, lastSequenceId, emit);
      if (this.closed) {
        stop();
        return;
      }
      this.room = { roomId, stop };
      await this.deps.presence.enter(roomId, this.actor.id);
      if (current) await this.exit(current);
    }
    const onlineUsers = await this.deps.presence.online(roomId);
    this.send({ type: 'room_online_users', roomId, onlineUsers });
  }

  async leaveRoom(): Promise<void> {
    const current = this.room;
    this.room = null;
    if (current) await this.exit(current);
  }

  /** Private events of this socket's user, for as long as it is open. */
  async followUser(): Promise<void> {
    const events = this.deps.bus.subscribe<UserEvent>(userTopic(this.actor.id), this.userEvents.signal);
    for await (const event of events) {
      if (event.type === 'access_changed') {
        const roomId = event.roomId;
        this.run(
          () => this.recheckAccess(roomId),
          () => {},
        );
      } else this.send(event);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.userEvents.abort();
    await this.leaveRoom();
  }

  private deliver(event: RoomEvent): void {
    // One's own typing is no news to oneself.
    if (event.type === 'user_typing' && event.userId === this.actor.id) return;
    this.send(event);
  }

  private async exit(room: JoinedRoom): Promise<void> {
    room.stop();
    await this.deps.typing.clear(room.roomId, this.actor.id);
    await this.deps.presence.leave(room.roomId, this.actor.id);
  }

  /** Sessions end and memberships change elsewhere; the socket follows suit. */
  private async recheckAccess(roomId: string | undefined): Promise<void> {
    const session = await this.deps.sessions.validate(this.sessionId);
    if (!session || session.user.isBanned) {
      this.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      return;
    }
    const current = this.room;
    if (!current || (roomId !== undefined && roomId !== current.roomId)) return;
    try {
      await readableRoom(this.deps, session.user, current.roomId);
    } catch {
      await this.leaveRoom();
      this.error(TEXT.chat.notAMember);
    }
  }
}
