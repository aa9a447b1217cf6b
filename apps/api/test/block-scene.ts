import type { RoomEvent } from '@nahbar/contracts';
import { roomEvents } from '../src/trpc/room-events';
import type { BlockWorld, Member } from './block-world';
import { eventually, type Frame, type WsClient } from './live-clients';
import { freshRoom } from './live-fixtures';

/** Where each of a member's two readers of the room had got to. */
export interface Mark {
  ws: number;
  trpc: number;
}

/**
 * A member's two readers of one room on their home instance: a `/ws` socket and the tRPC
 * stream's observable. What one of them must not see, neither may.
 */
export interface RoomEyes {
  ws: WsClient;
  trpc: Frame[];
  mark(): Mark;
  /** Waits until both readers got a matching event after `mark`. */
  see(match: (frame: Frame) => boolean, what: string, mark: Mark): Promise<void>;
  /** What both readers got after `mark`, the socket's first. */
  since(mark: Mark): Frame[];
  /** Closes both (the member leaves the room on this instance). */
  close(): Promise<void>;
}

export async function roomEyes(world: BlockWorld, member: Member, roomId: string): Promise<RoomEyes> {
  const ws = await member.socket();
  await ws.join(member.id, roomId);
  const trpc: Frame[] = [];
  const subscription = roomEvents(
    member.home.deps,
    member.actor,
    roomId,
    undefined,
    async () => {},
  ).subscribe({
    // A tracked envelope is [id, data, mark].
    next: (envelope) => trpc.push(envelope[1] as RoomEvent as unknown as Frame),
  });
  world.onEnd(() => subscription.unsubscribe());
  await eventually(() => trpc.find((e) => e.type === 'room_online_users'), 'the tRPC reader’s join');
  const mark = () => ({ ws: ws.frames.length, trpc: trpc.length });
  return {
    ws,
    trpc,
    mark,
    async see(match, what, from) {
      await ws.next(match, `${what} (/ws)`, from.ws);
      await eventually(() => trpc.slice(from.trpc).find(match), `${what} (tRPC)`);
    },
    since: (from) => [...ws.frames.slice(from.ws), ...trpc.slice(from.trpc)],
    async close() {
      subscription.unsubscribe();
      await ws.close();
    },
  };
}

/**
 * A (the blocker), B (the blocked member), C beside B and D beside A, all four in one public
 * room made by D; A and B read it on both transports, C and D on a socket. C's events travel
 * to A the way B's do, and D's to B the way A's do: they are the sentinels that show a hidden
 * event would have arrived by then.
 */
export interface BlockScene {
  a: Member;
  b: Member;
  c: Member;
  d: Member;
  room: string;
  eyes: { a: RoomEyes; b: RoomEyes };
  sockets: { c: WsClient; d: WsClient };
  /**
   * A blocks B. Nothing waits for the news to reach the readers: whatever is published after
   * the block has returned must be hidden, on every instance.
   */
  block(): Promise<void>;
}

export async function blockScene(world: BlockWorld): Promise<BlockScene> {
  const a = await world.member('blocker');
  const b = await world.member('blocked');
  const c = await world.member('blocked');
  const d = await world.member('blocker');
  const room = await freshRoom(d.home.deps, d.actor);
  for (const member of [a, b, c]) await member.api.rooms.join({ roomId: room });
  const eyes = { a: await roomEyes(world, a, room), b: await roomEyes(world, b, room) };
  const sockets = { c: await c.socket(), d: await d.socket() };
  await sockets.c.join(c.id, room);
  await sockets.d.join(d.id, room);
  // Everything before the block has arrived: what comes after it is the block's doing.
  const start = { ws: 0, trpc: 0 };
  for (const [member, others] of [
    [eyes.a, [b, c, d]],
    [eyes.b, [a, c, d]],
  ] as const) {
    for (const other of others) await member.see(presenceOf(other.id), 'the others online', start);
  }
  return {
    a,
    b,
    c,
    d,
    room,
    eyes,
    sockets,
    block: () => world.block(a, b),
  };
}

export const relationsChangedWith = (userId: string) => (f: Frame) =>
  f.type === 'relations_changed' && f.userId === userId;

export const messageBy = (userId: string) => (f: Frame) =>
  f.type === 'new_message' && (f.message as { userId: string }).userId === userId;

export const typingOf = (userId: string) => (f: Frame) => f.type === 'user_typing' && f.userId === userId;

/** A live presence event naming the member, or an online list that includes them. */
export const presenceOf = (userId: string) => (f: Frame) =>
  ((f.type === 'user_joined' || f.type === 'user_left') && f.userId === userId) ||
  (f.type === 'room_online_users' && (f.onlineUsers as string[]).includes(userId));

/** A notification about something the member did. */
export const notificationFrom = (userId: string) => (f: Frame) =>
  f.type === 'notification' && (f.data as { fromUserId?: string }).fromUserId === userId;
