import { roomTopic, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, record, settle, trpcError } from '../../../test/chat-fixtures';
import { callerFor, startTestDeps, uniqueName } from '../../../test/harness';
import type { Actor, AppDeps } from '../../deps';

describe.each(testDatabaseKinds())('messages router: concurrent sends on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  let alice: Actor;
  let bob: Actor;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
    alice = await makeMember(deps, 'alice');
    bob = await makeMember(deps, 'bob');
  });
  afterAll(() => close());

  const as = (actor: Actor) => callerFor(deps, actor).caller;
  const newRoom = async (isPrivate = false) =>
    (await as(alice).rooms.create({ name: uniqueName('Msg'), isPrivate })).id;
  const storedCount = async (roomId: string) =>
    (await deps.db.selectFrom('messages').select('id').where('roomId', '=', roomId).execute()).length;

  it('numbers 50 concurrent sends 1 to 50 without a gap', async () => {
    const roomId = await newRoom();
    const senders = [
      alice,
      bob,
      await makeMember(deps, 'c'),
      await makeMember(deps, 'd'),
      await makeMember(deps, 'e'),
    ];
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const sender = senders[i % senders.length] ?? alice;
        return as(sender).messages.send({ roomId, content: `burst ${i}` });
      }),
    );
    expect(sent.map((m) => m.sequenceId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const stored = await deps.db
      .selectFrom('messages')
      .select('sequenceId')
      .where('roomId', '=', roomId)
      .orderBy('sequenceId')
      .execute();
    expect(stored.map((m) => m.sequenceId)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const room = await deps.db
      .selectFrom('rooms')
      .select('lastSequenceId')
      .where('id', '=', roomId)
      .executeTakeFirst();
    expect(room?.lastSequenceId).toBe(50);
  });

  it('stores one row for a repeated clientMessageId and returns the original, announced once', async () => {
    const roomId = await newRoom();
    const events = record(deps, roomTopic(roomId));
    const clientMessageId = `c-${uniqueName()}`;
    const first = await as(alice).messages.send({ roomId, content: 'once', clientMessageId });
    const retry = await as(alice).messages.send({ roomId, content: 'once (retry)', clientMessageId });
    expect(retry).toEqual(first);
    expect(first.clientMessageId).toBe(clientMessageId);
    // The id is unique per sender: someone else may use the same one.
    const other = await as(bob).messages.send({ roomId, content: 'mine', clientMessageId });
    expect(other.id).not.toBe(first.id);
    await events.waitFor(3);
    await settle();
    events.stop();
    expect(events.events.filter((e) => e.type === 'new_message')).toHaveLength(2);
    expect(await storedCount(roomId)).toBe(2);

    const elsewhere = await newRoom();
    const reused = await trpcError(
      as(alice).messages.send({ roomId: elsewhere, content: 'x', clientMessageId }),
    );
    expect(reused.code).toBe('CONFLICT');
    expect(reused.message).toBe(TEXT.chat.clientMessageIdReused);
  });

  it('stores one row when sends with the same clientMessageId race', async () => {
    const roomId = await newRoom();
    await as(alice).messages.send({ roomId, content: 'warm-up' });
    const clientMessageId = `race-${uniqueName()}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        as(alice).messages.send({ roomId, content: 'racing', clientMessageId }),
      ),
    );
    expect(new Set(results.map((m) => m.id)).size).toBe(1);
    expect(await storedCount(roomId)).toBe(2);
    // The losers' rolled-back transactions gave their sequence ids back.
    const next = await as(alice).messages.send({ roomId, content: 'after the race' });
    expect(next.sequenceId).toBe(3);
  });
});
