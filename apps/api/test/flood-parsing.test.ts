import { roomMembersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS, type LimitsConfig } from '../src/limits/rules';
import { FRAMES_AHEAD_LIMIT } from '../src/realtime/frame-queue';
import { startTestApp, type TestApp } from './harness';
import { eventually, listen, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';
import { RawSocket } from './raw-socket';

/** Frames read by each transport's parser, counted through the modules the server imports. */
const parses = vi.hoisted(() => ({ ws: 0, trpc: 0 }));

vi.mock('../src/ws/parse-frame', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/ws/parse-frame')>();
  return {
    ...real,
    parseFrame: (...args: Parameters<typeof real.parseFrame>) => {
      parses.ws += 1;
      return real.parseFrame(...args);
    },
  };
});

vi.mock('@trpc/server/rpc', async (importOriginal) => {
  const real = await importOriginal<typeof import('@trpc/server/rpc')>();
  return {
    ...real,
    parseTRPCMessage: (...args: Parameters<typeof real.parseTRPCMessage>) => {
      parses.trpc += 1;
      return real.parseTRPCMessage(...args);
    },
  };
});

/** Two sends pass, the third is refused; three refusals close the socket. */
const LIMITS: LimitsConfig = {
  ...DEFAULT_LIMITS,
  rates: { ...DEFAULT_LIMITS.rates, messages: { points: 2, seconds: 60 } },
  wsRefusals: { points: 3, seconds: 60 },
};
const PASSING = LIMITS.rates.messages.points;
const REFUSALS = LIMITS.wsRefusals.points;
/** The rest of the burst, far beyond what the socket may send: sends, then frames of broken JSON. */
const EXCESS_SENDS = 400;
const BROKEN = 100;
/**
 * The most frames a socket's parser may read before its closing refusal: the passing and refused
 * sends, and the sends already under way when the last refusal came (a send lets the next frame
 * in once its place is fixed, at most FRAMES_AHEAD_LIMIT of them, plus the one being served).
 */
const MOST_PARSED = PASSING + REFUSALS + FRAMES_AHEAD_LIMIT + 1;

describe.each(testDatabaseKinds())('a flooding socket costs no parsing past its limit, on $name', (kind) => {
  let t: TestApp;
  let wsUrl = '';
  beforeAll(async () => {
    t = await startTestApp(kind, { limits: LIMITS });
    wsUrl = (await listen(t.app)).ws;
  });
  afterAll(() => t.close());

  /** A flooder and a quiet member, both in one room; the quiet one listens on `/ws`. */
  const room = async () => {
    const flooder = await liveMember(t.app);
    const quiet = await liveMember(t.app);
    const roomId = await freshRoom(t.deps, flooder.actor);
    await roomMembersQueries.add(t.deps.db, roomId, quiet.id);
    const quietSocket = await WsClient.open(wsUrl, quiet.cookie);
    await quietSocket.join(quiet.id, roomId);
    return { flooder, quiet, quietSocket, roomId };
  };
  const raw = (path: string, member: LiveMember) => RawSocket.open(wsUrl, path, member.cookie);

  /** The quiet member's ping and its pong: served while (and after) the flood is dealt with. */
  const pingPong = async (socket: WsClient, timestamp: number) => {
    socket.send({ type: 'ping', timestamp });
    await socket.next((f) => f.type === 'pong' && f.timestamp === timestamp, `pong ${timestamp}`);
  };

  /**
   * The quiet member's history read (a re-join replaying the room from its start) and a ping, sent
   * together while the flood is dealt with: both answered, in the order sent, the history whole.
   */
  const historyThenPong = async (socket: WsClient, userId: string, roomId: string, said: string[]) => {
    const from = socket.frames.length;
    socket.send({ type: 'join', userId, roomId, lastSequenceId: 0 });
    socket.send({ type: 'ping', timestamp: 'after history' });
    await socket.next((f) => f.type === 'pong' && f.timestamp === 'after history', 'the pong', from);
    const answers = socket.frames.slice(from);
    const pong = answers.findIndex((f) => f.type === 'pong');
    const beforePong = answers.slice(0, pong);
    expect(beforePong.some((f) => f.type === 'room_online_users' && f.roomId === roomId)).toBe(true);
    const replayed = beforePong
      .filter((f) => f.type === 'new_message')
      .map((f) => f.message as { content: string; sequenceId: number });
    expect(replayed.filter((m) => said.includes(m.content)).map((m) => m.content)).toEqual(said);
    const sequenceIds = replayed.map((m) => m.sequenceId);
    expect(sequenceIds).toEqual([...sequenceIds].sort((a, b) => a - b));
  };

  it('closes a /ws flooder as the rules say and leaves the rest of its burst unparsed', async () => {
    const { flooder, quiet, quietSocket, roomId } = await room();
    // History for the quiet member to read while the flood comes in (as many as its limit lets it).
    const said = Array.from({ length: PASSING }, (_, n) => `quiet ${n}`);
    for (const content of said) {
      const before = quietSocket.frames.length;
      quietSocket.send({ type: 'message', content, messageType: 'text' });
      await quietSocket.next((f) => f.type === 'new_message', content, before);
    }
    const socket = await raw('/ws', flooder);
    socket.sendJson({ type: 'join', roomId });
    await eventually(() => socket.texts().find((text) => text.includes('room_online_users')), 'the join');

    const before = parses.ws;
    const send = (n: number) =>
      JSON.stringify({ type: 'message', content: `flood ${n}`, messageType: 'text' });
    const sends = Array.from({ length: PASSING + REFUSALS + EXCESS_SENDS }, (_, n) => send(n));
    socket.sendBurst([...sends, ...Array.from({ length: BROKEN }, () => '{not json')]);
    await historyThenPong(quietSocket, quiet.id, roomId, said);

    await eventually(() => socket.closeCode(), 'the close frame');
    expect(socket.closeCode()).toBe(1008);
    await socket.ended;
    // The sentinel: a ping after the flooder is gone is answered, so all its frames were dealt with.
    await pingPong(quietSocket, 2);
    const errors = socket.texts().filter((text) => text.startsWith('{"type":"error"'));
    expect(errors).toHaveLength(REFUSALS);
    for (const error of errors) expect(JSON.parse(error)).toMatchObject({ retryAfter: expect.any(Number) });
    // The quiet member's re-join and two pings; of the flooder's burst, no more than its limit.
    const flooderParses = parses.ws - before - 3;
    expect(flooderParses).toBeGreaterThanOrEqual(PASSING + REFUSALS);
    expect(flooderParses).toBeLessThanOrEqual(MOST_PARSED);
    expect(quietSocket.of('error')).toEqual([]);
  });

  it('closes a tRPC flooder with 1008 too, leaving the rest of its burst unparsed', async () => {
    const { flooder, quietSocket, roomId } = await room();
    const socket = await raw('/trpc', flooder);
    const before = parses.trpc;
    const call = (id: number) =>
      JSON.stringify({
        id,
        method: 'mutation',
        params: { path: 'messages.send', input: { roomId, content: `${id}` } },
      });
    const calls = Array.from({ length: PASSING + REFUSALS + EXCESS_SENDS }, (_, n) => call(n + 1));
    socket.sendBurst([...calls, ...Array.from({ length: BROKEN }, () => '{not json')]);
    await pingPong(quietSocket, 1);

    await eventually(() => socket.closeCode(), 'the close frame');
    expect(socket.closeCode()).toBe(1008);
    await socket.ended;
    await pingPong(quietSocket, 2);
    const refused = socket.texts().filter((text) => text.includes('"TOO_MANY_REQUESTS"'));
    expect(refused).toHaveLength(REFUSALS);
    expect(socket.texts().filter((text) => text.includes('"PARSE_ERROR"'))).toEqual([]);
    const flooderParses = parses.trpc - before;
    expect(flooderParses).toBeGreaterThanOrEqual(PASSING + REFUSALS);
    expect(flooderParses).toBeLessThanOrEqual(MOST_PARSED);
  });
});
