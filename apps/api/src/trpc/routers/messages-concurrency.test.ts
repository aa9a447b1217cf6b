import { roomTopic, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('messages router: concurrent sends on $name', (kind) => {
  const t = chatTestBed(kind);

  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const newRoom = async (isPrivate = false) =>
    (await as(t.alice).rooms.create({ name: uniqueName('Msg'), isPrivate })).id;
  const storedCount = async (roomId: string) =>
    (await t.deps.db.selectFrom('messages').select('id').where('roomId', '=', roomId).execute()).length;

  it('numbers 50 concurrent sends 1 to 50 without a gap', async () => {
    const roomId = await newRoom();
    const senders = [
      t.alice,
      t.bob,
      await makeMember(t.deps, 'c'),
      await makeMember(t.deps, 'd'),
      await makeMember(t.deps, 'e'),
    ];
    const sent = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const sender = senders[i % senders.length] ?? t.alice;
        return as(sender).messages.send({ roomId, content: `burst ${i}` });
      }),
    );
    expect(sent.map((m) => m.sequenceId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const stored = await t.deps.db
      .selectFrom('messages')
      .select('sequenceId')
      .where('roomId', '=', roomId)
      .orderBy('sequenceId')
      .execute();
    expect(stored.map((m) => m.sequenceId)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const room = await t.deps.db
      .selectFrom('rooms')
      .select('lastSequenceId')
      .where('id', '=', roomId)
      .executeTakeFirst();
    expect(room?.lastSequenceId).toBe(50);
  });

  it('stores one row for a repeated clientMessageId and returns the original, announced once', async () => {
    const roomId = await newRoom();
    const events = record(t.deps, roomTopic(roomId));
    const clientMessageId = `c-${uniqueName()}`;
    const first = await as(t.alice).messages.send({ roomId, content: 'once', clientMessageId });
    const retry = await as(t.alice).messages.send({ roomId, content: 'once (retry)', clientMessageId });
    expect(retry).toEqual(first);
    expect(first.clientMessageId).toBe(clientMessageId);
    // The id is unique per sender: someone else may use the same one.
    const other = await as(t.bob).messages.send({ roomId, content: 'mine', clientMessageId });
    expect(other.id).not.toBe(first.id);
    await events.waitFor(3);
    await events.settled();
    expect(events.events.filter((e) => e.type === 'new_message')).toHaveLength(2);
    expect(await storedCount(roomId)).toBe(2);

    const elsewhere = await newRoom();
    const reused = await trpcError(
      as(t.alice).messages.send({ roomId: elsewhere, content: 'x', clientMessageId }),
    );
    expect(reused.code).toBe('CONFLICT');
    expect(reused.message).toBe(TEXT.chat.clientMessageIdReused);
  });

  it('stores one row when sends with the same clientMessageId race', async () => {
    const roomId = await newRoom();
    await as(t.alice).messages.send({ roomId, content: 'warm-up' });
    const clientMessageId = `race-${uniqueName()}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        as(t.alice).messages.send({ roomId, content: 'racing', clientMessageId }),
      ),
    );
    expect(new Set(results.map((m) => m.id)).size).toBe(1);
    expect(await storedCount(roomId)).toBe(2);
    // The losers' failed inserts gave their sequence ids back.
    const next = await as(t.alice).messages.send({ roomId, content: 'after the race' });
    expect(next.sequenceId).toBe(3);
  });
});
