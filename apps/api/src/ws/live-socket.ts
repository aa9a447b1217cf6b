import { type RoomEvent, TEXT, type TWsServerFrame, type UserEvent, userTopic } from '@nahbar/contracts';
import type { WebSocket } from 'ws';
import type { Actor, AppDeps } from '../deps';
import type { Registration } from '../realtime/connections';
import { endSocket } from '../realtime/end-socket';
import { FRAME_QUEUE_LIMIT, FrameQueue, type FrameTask } from '../realtime/frame-queue';
import { ReaderView } from '../realtime/reader-view';
import { sendText } from '../realtime/socket-writer';
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
 * last joined, and its share of presence. Its frames are handled one after another, except that
 * a message lets the next frame in once it has its place among its member's sends.
 */
export class LiveSocket {
  room: JoinedRoom | null = null;
  private closed = false;
  private alive = true;
  private readonly userEvents = new AbortController();
  private readonly work: FrameQueue;
  /** What this socket's user may see of others in rooms (blocks, hidden online status). */
  private readonly view: ReaderView;
  private viewLoaded: Promise<void> | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly actor: Actor,
    private readonly registration: Registration,
    private readonly deps: AppDeps,
    onError: (error: unknown) => void,
  ) {
    this.work = new FrameQueue(socket, { limit: FRAME_QUEUE_LIMIT, onError });
    this.view = new ReaderView(deps.db, actor.id, deps.reportError);
    socket.on('pong', () => this.markAlive());
  }

  /**
   * Runs tasks one after another: a `message` right after a `join` goes into that room,
   * and a re-check of access never overlaps a room switch. A socket with many frames
   * waiting is no longer read until they are served (realtime/frame-queue.ts). Messages
   * alone overlap the frames after them once their order is fixed (gateway.ts).
   */
  run(task: FrameTask): void {
    this.work.push(task);
  }

  /** The socket closed: frames still waiting are not served. */
  closeQueue(): void {
    this.work.clear();
  }

  /** Open, and its session has not ended: only then is a frame served or an event sent. */
  get isOpen(): boolean {
    return !this.closed && !this.registration.ended && this.socket.readyState === this.socket.OPEN;
  }

  /**
   * Ends the socket at once: the close frame, then the connection, with no handshake. The frames
   * still waiting are dropped unread (a flood's burst is mostly that).
   */
  end(code: number, reason: string): void {
    this.work.clear();
    endSocket(this.socket, code, reason);
  }

  send(frame: TWsServerFrame): void {
    if (!this.isOpen) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    // JSON text, as the protocol says; an event's bytes are shared by every socket it reaches.
    sendText(this.socket, encodeFrame(frame));
  }

  /** An `error` frame; over a rate limit it says how many seconds to wait (`retryAfter`). */
  error(message: string, retryAfter?: number): void {
    this.send(retryAfter === undefined ? { type: 'error', message } : { type: 'error', message, retryAfter });
  }

  markAlive(): void {
    this.alive = true;
  }

  /** Called every health interval: a socket that did not answer the last ping is gone. */
  checkAlive(): void {
    // While its frames are being served the socket is not read, so its pong may wait unread.
    if (this.work.busy) this.alive = true;
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
    this.viewLoaded ??= this.view.load();
    await this.viewLoaded;
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
    const onlineUsers = await this.view.visibleOnline(await this.deps.presence.online(roomId));
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
        // Without a room it is about the session, which the registry's checks follow.
        const roomId = event.roomId;
        if (roomId !== undefined) this.run(() => this.recheckAccess(roomId));
        continue;
      }
      if (event.type === 'relations_changed') this.view.reload();
      this.send(event);
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
    this.view.pass(event, (shown) => this.send(shown));
  }

  private async exit(room: JoinedRoom): Promise<void> {
    room.stop();
    await this.deps.typing.clear(room.roomId, this.actor.id);
    await this.deps.presence.leave(room.roomId, this.actor.id);
  }

  /** Memberships change elsewhere (a private room's invitation withdrawn); the socket follows suit. */
  private async recheckAccess(roomId: string): Promise<void> {
    const current = this.room;
    if (!this.isOpen || !current || roomId !== current.roomId) return;
    try {
      await readableRoom(this.deps, this.actor, current.roomId);
    } catch {
      await this.leaveRoom();
      this.error(TEXT.chat.notAMember);
    }
  }
}
