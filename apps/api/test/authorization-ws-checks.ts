import { WS_CLIENT_FRAME_TYPES } from '@nahbar/contracts';
import { expect, it } from 'vitest';
import { addMember } from '../src/services/rooms/add-member';
import { missingAndStale, untilOnlineList } from './authorization-calls';
import { unguardedIds, type WsForeignFrame, withForeign } from './authorization-matrix';
import { WS_MATRIX } from './authorization-matrix-ws';
import { expectOwnServed, noOwnCalls, wsOwnCalls } from './authorization-own';
import type { MatrixSuite } from './authorization-suite';
import { WsClient } from './live-clients';

const controlled = withForeign(WS_MATRIX);
const foreign = controlled.flatMap(([type, entry]) =>
  (entry.foreign ?? []).map((frame) => [type, frame.what, frame] as const),
);

/** What the /ws matrix says of itself, without an app. */
export function wsMatrixLists(): void {
  it('lists every /ws frame type with its guard', () => {
    expect(missingAndStale(Object.keys(WS_MATRIX), [...WS_CLIENT_FRAME_TYPES])).toEqual({
      notInTheMatrix: [],
      noLongerThere: [],
    });
  });

  it('gives every /ws guard on ids or rooms at least one frame with someone else’s', () => {
    expect(unguardedIds(WS_MATRIX)).toEqual([]);
  });

  it('names the /ws frames whose own form cannot be served, and why', () => {
    expect(noOwnCalls(WS_MATRIX)).toEqual({});
  });
}

/** The /ws checks of a matrix suite: own frames, then foreign frames on the attacker's socket. */
export function wsMatrixChecks(s: MatrixSuite): void {
  const ownCall = wsOwnCalls(s, WS_MATRIX);

  it.each(controlled.filter(([, entry]) => !entry.noOwnCall))('/ws %s, own frame: served', async (type) => {
    expect(await ownCall(type)).toBeUndefined();
  });

  it.each(foreign)('/ws %s %s: an error frame, no effect', async (type, _what, foreign: WsForeignFrame) => {
    await expectOwnServed(WS_MATRIX[type as keyof typeof WS_MATRIX], () => ownCall(type));
    const { app, w } = s;
    const socket = await WsClient.open(s.wsBase, w.attacker.cookie);
    const room = foreign.join?.(w);
    const attacker = w.attacker.id;
    if (room) {
      if (foreign.memberOnlyWhileJoining) await addMember(app.deps, room, attacker);
      await untilOnlineList(
        app,
        room,
        (online) => online.includes(attacker),
        () => socket.join(attacker, room),
      );
      if (foreign.memberOnlyWhileJoining) {
        await app.deps.db
          .deleteFrom('roomMembers')
          .where('roomId', '=', room)
          .where('userId', '=', attacker)
          .execute();
      }
    }
    await s.expectNoEffect(async () => {
      const from = socket.frames.length;
      socket.send(foreign.frame(w));
      await socket.next((f) => f.type === 'error', 'the refusal', from);
    });
    // Gone from the room before the next check watches it.
    if (room)
      await untilOnlineList(
        app,
        room,
        (online) => !online.includes(attacker),
        () => socket.close(),
      );
    else await socket.close();
  });
}
