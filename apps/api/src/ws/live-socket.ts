import { TEXT, type TWsServerFrame } from '@nahbar/contracts';
import type { WebSocket } from 'ws';
import type { Actor, AppDeps } from '../deps';
import type { Registration } from '../realtime/connections';
import { endSocket } from '../realtime/end-socket';
import { FRAME_QUEUE_LIMIT, FrameQueue, type FrameTask } from '../realtime/frame-queue';
import type { MemberListening } from '../realtime/member-topics';
import { RoomReader } from '../realtime/room-reader';
import { sendOrDrop } from '../realtime/socket-writer';
import { readableRoom } from '../services/rooms/readable-room';
import { encodeFrame } from './frame-cache';

/**
 * One `/ws` connection: its user (from the session, fixed for its lifetime), and its reader of
 * the room it last joined (realtime/room-reader.ts). Its frames are handled one after another,
 * except that a message lets the next frame in once it has its place among its member's sends.
 */
export class LiveSocket {
  room: RoomReader | null = null;
  private closed = false;
  private alive = true;
  private userEvents: MemberListening | undefined;
  private readonly work: FrameQueue;

  constructor(
    readonly socket: WebSocket,
    readonly actor: Actor,
    private readonly registration: Registration,
    private readonly deps: AppDeps,
    onError: (error: unknown) => void,
  ) {
    this.work = new FrameQueue(socket, { limit: FRAME_QUEUE_LIMIT, onError });
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
    // JSON text, as the protocol says; an event's bytes are shared by every socket it reaches.
    sendOrDrop(this.socket, encodeFrame(frame), 'ws');
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
    const current = this.room;
    try {
      if (current?.roomId === roomId) return await current.rejoin(lastSequenceId);
      const reader: RoomReader = new RoomReader(this.deps, {
        roomId,
        readerId: this.actor.id,
        afterSequenceId: lastSequenceId,
        recheck: () => readableRoom(this.deps, this.actor, roomId),
        deliver: (event) => this.send(event),
        lost: () => this.movedOut(reader),
      });
      await reader.open(current ?? undefined);
      // Closed meanwhile: close() left the room it knew, not this one.
      if (this.closed) return await reader.close();
      this.room = reader;
    } catch (error) {
      // A failed join closes its reader; once the old room's reader has closed too (the switch
      // had happened, or the re-join failed), the socket is in no room.
      if (this.room === current && current?.isClosed) this.room = null;
      throw error;
    }
  }

  async leaveRoom(): Promise<void> {
    const current = this.room;
    this.room = null;
    await current?.close();
  }

  /** Private events of this socket's user and new public rooms, for as long as it is open. */
  followUser(): void {
    if (this.closed || this.userEvents) return;
    this.userEvents = this.deps.members.listen(
      this.actor.id,
      (event) => {
        // For the server: the session's checks and the room reader follow it.
        if (event.type !== 'access_changed') this.send(event);
      },
      { publicRooms: true },
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.userEvents?.stop();
    await this.leaveRoom();
  }

  /** Memberships change elsewhere (a private room's invitation withdrawn): the reader has left. */
  private movedOut(reader: RoomReader): void {
    if (this.room !== reader) return;
    this.room = null;
    this.error(TEXT.chat.notAMember);
  }
}
