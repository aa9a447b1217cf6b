import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueName } from './harness';
import { hostileJson, hostileString, jsonText, spoiltBody } from './hostile-values';
import { listen, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';
import { pingPong } from './positive-signals';

const RUNS = 100;

/*
 * Property test of a live `/ws` socket: whatever frames a member sends, the socket stays
 * open and answering, and no frame fails inside the server (the `live.failed` error, the
 * socket's 500).
 */
describe.each(testDatabaseKinds())('hostile /ws frames on $name', (kind) => {
  let t: TestApp;
  let member: LiveMember;
  let roomId: string;
  let socket: WsClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    member = await liveMember(t.app);
    roomId = await freshRoom(t.deps, member.actor);
    socket = await WsClient.open((await listen(t.app)).ws, member.cookie);
    await socket.join(member.id, roomId);
  });
  afterAll(async () => {
    socket.socket.terminate();
    await t.close();
  });

  it('keeps the socket open and answering, whatever frames come', async () => {
    const valid = fc.oneof(
      fc.record({ type: fc.constant('join'), userId: fc.constant(member.id), roomId: fc.constant(roomId) }),
      fc.record({ type: fc.constant('leave'), roomId: fc.constant(roomId) }),
      fc.record({
        type: fc.constant('message'),
        content: fc.constant('Hallo'),
        clientMessageId: fc.constant(null).map(() => uniqueName('c')),
      }),
      fc.record({ type: fc.constant('typing'), isTyping: fc.boolean() }),
      fc.record({ type: fc.constant('ping'), timestamp: fc.nat() }),
    );
    const frame = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(spoiltBody(valid), fc.nat(10)).map(([body, pick]) => jsonText(body, pick)),
      },
      { weight: 1, arbitrary: hostileJson.map((value) => jsonText(value)) },
      { weight: 1, arbitrary: hostileString },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 5 }), async (frames) => {
        const from = socket.frames.length;
        for (const text of frames) socket.send(text);
        // Frames are served in order: the pong comes after every answer to them.
        await pingPong(socket);
        const failures = socket.frames.slice(from).filter((f) => f.message === TEXT.live.failed);
        expect(failures, frames.join('\n')).toEqual([]);
        expect(socket.socket.readyState).toBe(socket.socket.OPEN);
        // Back in the room for the next run, whatever these frames did.
        await socket.join(member.id, roomId);
      }),
      { numRuns: RUNS },
    );
  });
});
