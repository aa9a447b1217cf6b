import type { FastifyInstance } from 'fastify';
import type { World } from './authorization-world';

/**
 * Who may call what. Every tRPC procedure (authorization-matrix-trpc.ts), REST route
 * (authorization-matrix-rest*.ts) and `/ws` client frame type (authorization-matrix-ws.ts) is
 * listed with its guard; the checks (authorization-{trpc,rest,ws}-checks.ts, run on each kind of
 * database by authorization-{pglite,postgres}.test.ts) fail for one that is not, and check each
 * guard generically:
 * - public: anyone, signed in or not;
 * - signed-in: signed out, a call gets 401 (tRPC UNAUTHORIZED) and changes nothing;
 * - own-id: signed-in, and ids in the call (path, body, query) must be the caller's own or
 *   name things of the caller's own;
 * - member-of-room: signed-in, and the room named must be one the caller may use;
 * - admin: signed-in, and the caller's role is admin (403 for a member).
 * `foreign` calls are made by a signed-in attacker naming the victim's ids or rooms (see
 * authorization-world.ts): each must be refused (403 or 404) and change nothing.
 *
 * A refusal proves something only if the same call is served to the one it belongs to: a
 * mistyped path answers 404 and an invalid input 400 or 404 too. So an entry with foreign calls
 * has a positive control, its `own` call, which must succeed before its foreign calls count;
 * an entry whose own call cannot succeed says why in `noOwnCall` instead (and the suites list
 * those reasons, so that they stay in sight).
 */
export type Guard = 'public' | 'signed-in' | 'own-id' | 'member-of-room' | 'admin';

/** The members of the world who may make an own call. */
export type Caller = 'victim' | 'third' | 'attacker' | 'admin';

/**
 * Things an own call uses up or changes (it deletes, leaves, signs out, bans...), made afresh
 * for it and standing in for the world's in the call, so later rows find the world as described.
 */
export type Fresh = (app: FastifyInstance, w: World) => Promise<Partial<World>>;

/** An entry's positive control: its call made by the one whose things it names. */
export interface OwnCall<C> {
  /** Who calls: the victim, or the admin for an admin entry, unless said otherwise. */
  by?: Caller;
  /** The call; the entry's first foreign call unless said otherwise, so the two differ only in who calls. */
  call?: (w: World) => C;
  fresh?: Fresh;
}

/** What an entry with foreign calls says about its positive control. */
export interface Controlled<C> {
  own?: OwnCall<C>;
  /** Why no own form of the call can succeed (listed by the suites, so it stays in sight). */
  noOwnCall?: string;
}

export interface HttpCall {
  url: string;
  payload?: unknown;
  /** Sent as the request's Content-Type (a photo upload); JSON otherwise. */
  contentType?: string;
}

export interface RestEntry extends Controlled<HttpCall> {
  guard: Guard;
  /** The call as a member makes it for themself; defaults to the first foreign call. */
  call?: (w: World) => HttpCall;
  foreign?: ((w: World) => HttpCall)[];
  /** A WebSocket upgrade route: signed out, the upgrade is refused with 401. */
  upgrade?: true;
}

export interface TrpcEntry extends Controlled<unknown> {
  guard: Guard;
  /** A valid input of the member's own; defaults to the first foreign input. */
  input?: (w: World) => unknown;
  foreign?: ((w: World) => unknown)[];
}

/** A frame sent on one's own socket, after `join`ing a room if given. */
export interface WsFrame {
  join?: (w: World) => string;
  frame: (w: World) => Record<string, unknown>;
}

/** A frame the attacker sends. */
export interface WsForeignFrame extends WsFrame {
  what: string;
  /**
   * The attacker is a member of the joined room while joining, and no longer when the frame
   * arrives (taken away in the database alone, as a race with the re-check would leave it).
   */
  memberOnlyWhileJoining?: true;
}

/** A frame's own form: served without an error frame, and answered with `answer` if given. */
export interface WsOwnFrame extends WsFrame {
  by?: Caller;
  fresh?: Fresh;
  answer?: (frame: Record<string, unknown>, w: World) => boolean;
}

export interface WsEntry {
  /** Every frame needs a signed-in socket: the upgrade itself is refused signed out. */
  guard: Exclude<Guard, 'public'>;
  foreign?: WsForeignFrame[];
  /** Unlike HTTP calls, never the first foreign frame: those often come from a room of the attacker's. */
  own?: WsOwnFrame;
  noOwnCall?: string;
}

/** The entries of a matrix that have calls to refuse: each needs a positive control. */
export function withForeign<E extends { foreign?: unknown[] }>(matrix: Record<string, E>): [string, E][] {
  return Object.entries(matrix).filter(([, entry]) => (entry.foreign?.length ?? 0) > 0);
}

export const needsSession = (guard: Guard) => guard !== 'public';

/** Entries guarding ids, rooms or the admin role without a single call to refuse. */
export function unguardedIds(matrix: Record<string, { guard: Guard; foreign?: unknown[] }>): string[] {
  const guarded: Guard[] = ['own-id', 'member-of-room', 'admin'];
  return Object.entries(matrix)
    .filter(([, entry]) => guarded.includes(entry.guard) && !entry.foreign?.length)
    .map(([name]) => name);
}

/**
 * Whether `url` is a path of the route `key` names (`:param` one segment, `*` the rest): a
 * mistyped path would be answered 404 by the catch-all, which looks like a refusal.
 */
export function isPathOf(key: string, url: string): boolean {
  const [, pattern = ''] = key.split(' ');
  const path = url.split('?')[0] ?? '';
  const segment = (part: string) =>
    part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${pattern.split('/').map(segment).join('/')}$`).test(path);
}
