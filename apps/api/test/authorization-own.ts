import { expect } from 'vitest';
import { callProcedure, request, untilOnlineList } from './authorization-calls';
import type { Caller, Fresh, Guard, RestEntry, TrpcEntry, WsEntry } from './authorization-matrix';
import type { MatrixSuite } from './authorization-suite';
import type { World } from './authorization-world';
import { WsClient } from './live-clients';
import type { LiveMember } from './live-fixtures';

/**
 * The positive controls (authorization-matrix.ts): each entry's own call, made once per suite,
 * by its own test or by the first foreign call of the entry that needs it, whichever comes first.
 * Each resolves to what went wrong, or to nothing.
 */

function callerOf(w: World, by: Caller | undefined, guard: Guard): LiveMember {
  return w[by ?? (guard === 'admin' ? 'admin' : 'victim')];
}

async function ownWorld(s: MatrixSuite, fresh: Fresh | undefined): Promise<World> {
  return fresh ? { ...s.w, ...(await fresh(s.app, s.w)) } : s.w;
}

function once(run: (key: string) => Promise<string | undefined>) {
  const runs = new Map<string, Promise<string | undefined>>();
  return (key: string) => {
    const started = runs.get(key) ?? run(key);
    runs.set(key, started);
    return started;
  };
}

export function trpcOwnCalls(s: MatrixSuite, matrix: Record<string, TrpcEntry>) {
  return once(async (path) => {
    const entry = matrix[path];
    const own = entry?.own ?? {};
    const w = await ownWorld(s, own.fresh);
    const input = (own.call ?? entry?.foreign?.[0])?.(w);
    const answer = await callProcedure(s.app, path, input, callerOf(w, own.by, entry?.guard ?? 'public'));
    return answer === 200 || answer === 'served' ? undefined : `answered ${answer}`;
  });
}

export function restOwnCalls(s: MatrixSuite, matrix: Record<string, RestEntry>) {
  return once(async (key) => {
    const entry = matrix[key];
    const own = entry?.own ?? {};
    const w = await ownWorld(s, own.fresh);
    const call = (own.call ?? entry?.foreign?.[0])?.(w);
    if (!call) return 'has no call to make';
    const member = callerOf(w, own.by, entry?.guard ?? 'public');
    const res = await request(s.app, key.split(' ')[0] ?? '', call, member.cookie);
    return res.statusCode >= 200 && res.statusCode < 300
      ? undefined
      : `answered ${res.statusCode} ${res.body}`;
  });
}

let pings = 0;

/**
 * A frame's own form on the member's own socket: no error frame comes before the pong of a
 * ping sent after it (the socket serves its frames in order), and its answer, if it has one,
 * arrives. The socket then closes, and its room's online list says it has gone.
 */
export function wsOwnCalls(s: MatrixSuite, matrix: Record<string, WsEntry>) {
  return once(async (type) => {
    const own = matrix[type]?.own;
    if (!own) return 'has no own frame';
    const w = await ownWorld(s, own.fresh);
    const member = callerOf(w, own.by, 'member-of-room');
    const socket = await WsClient.open(s.wsBase, member.cookie);
    const joined = own.join?.(w);
    if (joined) await socket.join(member.id, joined);
    const from = socket.frames.length;
    const frame = own.frame(w);
    socket.send(frame);
    pings += 1;
    const timestamp = `own-${pings}`;
    socket.send({ type: 'ping', timestamp });
    await socket.next((f) => f.type === 'pong' && f.timestamp === timestamp, 'the pong', from);
    const errors = socket.frames.slice(from).filter((f) => f.type === 'error');
    let problem = errors.length ? `was refused: ${JSON.stringify(errors)}` : undefined;
    if (!problem && own.answer) {
      const answered = (f: Record<string, unknown>) => own.answer?.(f, w) ?? false;
      problem = await socket.next(answered, `the answer to ${type}`, from).then(
        () => undefined,
        () => `got no answer: ${JSON.stringify(socket.frames.slice(from))}`,
      );
    }
    const rooms = [joined, typeof frame.roomId === 'string' ? frame.roomId : undefined];
    let present: string | undefined;
    for (const room of rooms)
      if (room && (await s.app.deps.presence.online(room)).includes(member.id)) present = room;
    if (present)
      await untilOnlineList(
        s.app,
        present,
        (online) => !online.includes(member.id),
        () => socket.close(),
      );
    else await socket.close();
    return problem;
  });
}

/** What a foreign call's test checks first: the entry's own call was served, unless it says why not. */
export async function expectOwnServed(
  entry: { noOwnCall?: string } | undefined,
  ownCall: () => Promise<string | undefined>,
): Promise<void> {
  if (entry?.noOwnCall) return;
  expect(await ownCall(), 'the own call, whose success makes this refusal count').toBeUndefined();
}

type Excusable = { noOwnCall?: string; own?: unknown; foreign?: unknown[] };

/**
 * The entries whose own call cannot succeed, with the reason each gives; an excuse where there
 * is nothing to refuse, or beside an own call, is listed as misplaced.
 */
export function noOwnCalls(matrix: Record<string, Excusable>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(matrix).flatMap(([name, entry]) => {
      if (!entry.noOwnCall) return [];
      const misplaced = !entry.foreign?.length || entry.own !== undefined;
      return [[name, misplaced ? `misplaced: ${entry.noOwnCall}` : entry.noOwnCall]];
    }),
  );
}
