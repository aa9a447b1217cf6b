import type { AppTransport, SocketPlan } from './client-protocol';

/** Sockets per member: like a member with many tabs and devices; the server allows 50. */
export const SOCKETS_PER_MEMBER = 20;
/** The room the latency run sends to. */
export const HOT_ROOM_SIZE = 1000;
/** The other sockets sit in rooms of this size, where nobody says anything. */
export const IDLE_ROOM_SIZE = 100;
/**
 * Loopback addresses the clients connect from. The ports a client can bind are the ephemeral
 * range (32768–60999 here, about 28,000), per source address: eight addresses leave room for
 * 20,000 open sockets and for the churn's closed ones that wait out TIME_WAIT.
 */
export const SOURCE_ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);

/**
 * The transports, in turn (SOCKETS_TRANSPORTS: `trpc,ws` by default; `ws` or `trpc` alone gives
 * one transport's cost per socket).
 */
export const TRANSPORTS = (process.env.SOCKETS_TRANSPORTS ?? 'trpc,ws').split(',') as AppTransport[];

export interface Layout {
  sockets: number;
  /** Members holding the sockets (each SOCKETS_PER_MEMBER of them, the last maybe fewer). */
  members: number;
  hotSockets: number;
  idleRooms: number;
}

export function layoutOf(sockets: number): Layout {
  const hotSockets = Math.min(HOT_ROOM_SIZE, sockets);
  return {
    sockets,
    members: Math.ceil(sockets / SOCKETS_PER_MEMBER),
    hotSockets,
    idleRooms: Math.ceil((sockets - hotSockets) / IDLE_ROOM_SIZE),
  };
}

/** Socket i's member; consecutive sockets share a member, so a room holds a few members' sockets. */
export const memberOf = (socket: number) => Math.floor(socket / SOCKETS_PER_MEMBER);

/** The idle room a socket past the hot room is in, and the socket whose member made that room. */
export const idleRoomOf = (layout: Layout, socket: number) =>
  Math.floor((socket - layout.hotSockets) / IDLE_ROOM_SIZE);
export const firstSocketOfIdleRoom = (layout: Layout, room: number) =>
  layout.hotSockets + room * IDLE_ROOM_SIZE;

/**
 * Socket i: transports alternate (by default half tRPC, half `/ws`, in every room and of every member),
 * the first HOT_ROOM_SIZE sockets are in the hot room, the rest fill idle rooms in order.
 * Members are grouped, not spread: the hot room's 1,000 sockets belong to 50 members, so
 * filling it does not set off a thousand presence announcements to a thousand sockets.
 */
export function socketPlan(
  layout: Layout,
  i: number,
  cookies: string[],
  hotRoomId: string,
  idleRoomIds: string[],
): SocketPlan {
  const hot = i < layout.hotSockets;
  return {
    transport: TRANSPORTS[i % TRANSPORTS.length] ?? 'ws',
    cookie: cookies[memberOf(i)] ?? '',
    roomId: hot ? hotRoomId : (idleRoomIds[idleRoomOf(layout, i)] ?? ''),
    localAddress: SOURCE_ADDRESSES[i % SOURCE_ADDRESSES.length] ?? '127.0.0.2',
    hot,
  };
}
