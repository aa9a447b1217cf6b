import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import { MessageWriter } from './message-writer';

describe.each(testDatabaseKinds())('the message writer on $name', (kind) => {
  const t = chatTestBed(kind);

  const newRoom = async () =>
    (await callerFor(t.deps, t.alice).caller.rooms.create({ name: uniqueName('Batch'), isPrivate: false }))
      .id;
  const text = (roomId: string, content: string, clientMessageId: string | null = null) => ({
    roomId,
    userId: t.alice.id,
    content,
    clientMessageId,
    now: new Date(),
  });
  const storedIds = async (roomId: string) =>
    (
      await t.deps.db
        .selectFrom('messages')
        .select(['sequenceId', 'content'])
        .where('roomId', '=', roomId)
        .orderBy('sequenceId')
        .execute()
    ).map((row) => `${row.sequenceId}:${row.content}`);

  it('stores sends that arrive together in few statements, numbered in arrival order per room', async () => {
    const [first, second] = [await newRoom(), await newRoom()];
    const writer = new MessageWriter(t.deps.db);
    const sends = Array.from({ length: 40 }, (_, i) =>
      writer.write(text(i % 2 ? second : first, `together ${i}`)),
    );
    const rows = await Promise.all(sends);

    rows.forEach(({ message: row }, i) => {
      expect(row?.content).toBe(`together ${i}`);
      expect(row?.username).toBe(t.alice.username);
    });
    // All 40 came in one turn of the event loop: one statement for all.
    expect(writer.stats).toEqual({ statements: 1, sends: 40 });
    const expected = (parity: number) =>
      Array.from({ length: 20 }, (_, k) => `${k + 1}:together ${2 * k + parity}`);
    expect(await storedIds(first)).toEqual(expected(0));
    expect(await storedIds(second)).toEqual(expected(1));
    const counters = await t.deps.db
      .selectFrom('rooms')
      .select('lastSequenceId')
      .where('id', 'in', [first, second])
      .execute();
    expect(counters.map((room) => room.lastSequenceId)).toEqual([20, 20]);
  });

  it('answers each sender only once its row is committed', async () => {
    const roomId = await newRoom();
    const writer = new MessageWriter(t.deps.db);
    const seen = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const { message: row } = await writer.write(text(roomId, `committed ${i}`));
        const found = await t.deps.db
          .selectFrom('messages')
          .select('id')
          .where('id', '=', row?.id ?? '')
          .executeTakeFirst();
        return found?.id === row?.id;
      }),
    );
    expect(seen).toEqual(Array(10).fill(true));
  });

  it('answers a client id stored before with that row, and stores the rest of its batch without a gap', async () => {
    const roomId = await newRoom();
    const writer = new MessageWriter(t.deps.db);
    const taken = `c-${randomUUID()}`;
    const first = await writer.write(text(roomId, 'first with the id', taken));

    const outcomes = await Promise.all([
      writer.write(text(roomId, 'quiet-room starter')),
      writer.write(text(roomId, 'a')),
      writer.write(text(roomId, 'again with the id', taken)),
      writer.write(text(roomId, 'b')),
    ]);

    expect(outcomes.map((outcome) => outcome.verdict)).toEqual([
      'stored',
      'stored',
      'storedBefore',
      'stored',
    ]);
    expect(outcomes[2]?.message?.id).toBe(first.message?.id);
    expect(await storedIds(roomId)).toEqual(['1:first with the id', '2:quiet-room starter', '3:a', '4:b']);
  });

  it('runs a failed statement again one send at a time: each gets its own answer', async () => {
    const roomId = await newRoom();
    const writer = new MessageWriter(t.deps.db);
    const fresh = `c-${randomUUID()}`;
    // The same new client id twice in one statement (the send order keeps the service from it;
    // two instances can race so): the unique key fails the statement, then each runs alone.
    const outcomes = await Promise.all([
      writer.write(text(roomId, 'a')),
      writer.write(text(roomId, 'first', fresh)),
      writer.write(text(roomId, 'twin', fresh)),
      writer.write(text(roomId, 'b')),
    ]);
    expect(outcomes.map((outcome) => outcome.verdict)).toEqual([
      'stored',
      'stored',
      'storedBefore',
      'stored',
    ]);
    expect(outcomes[2]?.message?.content).toBe('first');
    // 'a' alone, the three together (failed), then each alone: the twin, a retry, takes the
    // plain statement and the grouped one.
    expect(writer.stats.statements).toBe(6);
    expect(await storedIds(roomId)).toEqual(['1:a', '2:first', '3:b']);
  });

  it('gives no row for a room that is gone, and stores the rest of its batch', async () => {
    const roomId = await newRoom();
    const writer = new MessageWriter(t.deps.db);
    const outcomes = await Promise.all([
      writer.write(text(roomId, 'opens')),
      writer.write(text(randomUUID(), 'nowhere')),
      writer.write(text(roomId, 'lands')),
    ]);
    expect(outcomes.map((outcome) => outcome.message?.content)).toEqual(['opens', undefined, 'lands']);
    expect(outcomes[1]?.verdict).toBe('noRoom');
    expect(await storedIds(roomId)).toEqual(['1:opens', '2:lands']);
  });

  it('writes each send on its own with a batch size of one', async () => {
    const roomId = await newRoom();
    const writer = new MessageWriter(t.deps.db, 1);
    await Promise.all(Array.from({ length: 6 }, (_, i) => writer.write(text(roomId, `alone ${i}`))));
    expect(writer.stats).toEqual({ statements: 6, sends: 6 });
    expect((await storedIds(roomId)).length).toBe(6);
  });

  it('carries mentions, photos and client ids through a batch', async () => {
    const roomId = await newRoom();
    const writer = new MessageWriter(t.deps.db);
    const clientMessageId = `c-${randomUUID()}`;
    const [, { message: row }] = await Promise.all([
      writer.write(text(roomId, 'starter')),
      writer.write({
        roomId,
        userId: t.alice.id,
        content: 'look @bob',
        messageType: 'photo',
        photoUrl: '/photos/x.jpg',
        photoFileName: 'x.jpg',
        mentionedUserIds: [t.bob.id],
        clientMessageId,
        now: new Date(),
      }),
      writer.write(text(roomId, 'closer')),
    ]);
    expect(writer.stats.statements).toBe(1);
    expect(row).toMatchObject({
      sequenceId: 2,
      messageType: 'photo',
      photoUrl: '/photos/x.jpg',
      photoFileName: 'x.jpg',
      mentionedUserIds: [t.bob.id],
      clientMessageId,
    });
  });
});
