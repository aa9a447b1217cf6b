import { randomUUID } from 'node:crypto';
import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it, vi } from 'vitest';
import { chatTestBed, makeMember, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

/**
 * A plain send costs the database one round trip: the statement that checks it also stores it
 * (message-sends.ts). Every statement the app sends is counted at Kysely's executor, through
 * which every query of the app's database passes.
 */
describe.each(testDatabaseKinds())('one round trip per send on $name', (kind) => {
  const t = chatTestBed(kind);

  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const newRoom = async (owner: Actor, isPrivate = false) =>
    (await as(owner).rooms.create({ name: uniqueName('Trip'), isPrivate })).id;
  const stored = async (roomId: string) =>
    (
      await t.deps.db
        .selectFrom('messages')
        .select(['sequenceId', 'content'])
        .where('roomId', '=', roomId)
        .orderBy('sequenceId')
        .execute()
    ).map((row) => `${row.sequenceId}:${row.content}`);

  /** What `work` cost the database: the statements sent, in order. */
  async function statementsOf<T>(work: () => Promise<T>): Promise<{ out: T; statements: string[] }> {
    // What the set-up left for later (a new member's device note) is not the send's.
    await t.deps.background.settled();
    const spy = vi.spyOn(t.deps.db.getExecutor(), 'executeQuery');
    try {
      const out = await work();
      return { out, statements: spy.mock.calls.map(([query]) => query.sql.slice(0, 80)) };
    } finally {
      spy.mockRestore();
    }
  }
  const muted = async () => {
    const member = await makeMember(t.deps, 'muted');
    await t.deps.db.updateTable('users').set({ isMuted: true }).where('id', '=', member.id).execute();
    return member;
  };

  it('stores a plain message, with or without a client id, in one round trip', async () => {
    const roomId = await newRoom(t.alice);
    const plain = await statementsOf(() => as(t.alice).messages.send({ roomId, content: 'eins' }));
    expect(plain.statements).toHaveLength(1);
    const clientMessageId = `c-${randomUUID()}`;
    const withId = await statementsOf(() =>
      as(t.alice).messages.send({ roomId, content: 'zwei', clientMessageId }),
    );
    expect(withId.statements).toHaveLength(1);
    expect([plain.out.sequenceId, withId.out.sequenceId]).toEqual([1, 2]);

    // A retry, rare: the plain send's statement finds the earlier send and stores nothing, the
    // grouped one answers with the first row. Nothing is stored again.
    const retry = await statementsOf(() =>
      as(t.alice).messages.send({ roomId, content: 'zwei, nochmal', clientMessageId }),
    );
    expect(retry.statements).toHaveLength(2);
    expect(retry.out).toEqual(withId.out);
    expect(await stored(roomId)).toEqual(['1:eins', '2:zwei']);
  });

  it('joins a public room with the first message there, and sends the next in one round trip', async () => {
    const roomId = await newRoom(t.alice);
    const newcomer = await makeMember(t.deps, 'newcomer');
    // Not a member yet: the plain statement stores nothing, the grouped one joins and stores.
    const sent = await statementsOf(() => as(newcomer).messages.send({ roomId, content: 'hallo' }));
    expect(sent.statements).toHaveLength(2);
    const next = await statementsOf(() => as(newcomer).messages.send({ roomId, content: 'wieder da' }));
    expect(next.statements).toHaveLength(1);
    expect([sent.out.sequenceId, next.out.sequenceId]).toEqual([1, 2]);
    const membership = await t.deps.db
      .selectFrom('roomMembers')
      .select('userId')
      .where('roomId', '=', roomId)
      .where('userId', '=', newcomer.id)
      .execute();
    expect(membership).toHaveLength(1);
  });

  it('numbers the messages of members sending at once gap-free, in few statements', async () => {
    const roomId = await newRoom(t.alice);
    const senders = [
      t.alice,
      ...(await Promise.all(Array.from({ length: 5 }, () => makeMember(t.deps, 'many')))),
    ];
    const before = t.deps.messageWriter.stats.statements;
    const sent = await statementsOf(() =>
      Promise.all(
        senders.flatMap((sender, s) =>
          Array.from({ length: 6 }, (_, i) =>
            as(sender).messages.send({
              roomId,
              content: `s${s} m${i}`,
              clientMessageId: `c-${randomUUID()}`,
            }),
          ),
        ),
      ),
    );
    const statements = t.deps.messageWriter.stats.statements - before;
    // Every round trip was a send statement (no look-ups), and they went together.
    expect(sent.statements).toHaveLength(statements);
    expect(statements).toBeLessThan(36);
    expect(sent.out.map((message) => message.sequenceId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    const rows = await stored(roomId);
    expect(rows).toHaveLength(36);
    // Each member's messages in the order sent.
    for (const s of senders.keys()) {
      const own = rows.filter((row) => row.includes(`:s${s} `)).map((row) => row.split(' ')[1]);
      expect(own).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    }
  });

  it('refuses a stranger, a muted member and a closed chat with the spec’s texts, storing nothing', async () => {
    const secret = await newRoom(t.alice, true);
    const stranger = await trpcError(as(t.bob).messages.send({ roomId: secret, content: 'darf ich?' }));
    expect([stranger.code, stranger.message]).toEqual(['FORBIDDEN', TEXT.chat.notAMember]);

    const lobby = await newRoom(t.alice);
    const quiet = await muted();
    const silenced = await trpcError(as(quiet).messages.send({ roomId: lobby, content: 'psst' }));
    expect([silenced.code, silenced.message]).toEqual(['FORBIDDEN', TEXT.admin.muted]);
    // Muted is said before a room that is not there.
    const nowhere = await trpcError(as(quiet).messages.send({ roomId: randomUUID(), content: 'psst' }));
    expect(nowhere.message).toBe(TEXT.admin.muted);
    const missing = await trpcError(as(t.alice).messages.send({ roomId: randomUUID(), content: '?' }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', TEXT.chat.roomNotFound]);

    const anna = await makeMember(t.deps, 'anna');
    const ben = await makeMember(t.deps, 'ben');
    const { room } = await as(anna).privateChats.create({ userId: ben.id });
    await as(ben).privateChats.close({ roomId: room.id });
    const closed = await trpcError(as(anna).messages.send({ roomId: room.id, content: 'noch da?' }));
    expect([closed.code, closed.message]).toEqual(['FORBIDDEN', TEXT.chat.chatUnavailableDetail]);

    for (const roomId of [secret, lobby, room.id]) expect(await stored(roomId)).toEqual([]);
    const sentinel = await as(t.alice).messages.send({ roomId: lobby, content: 'sentinel' });
    expect(sentinel.sequenceId).toBe(1);
  });

  it('names whose block refuses a private chat message (a second round trip, nothing stored)', async () => {
    const anna = await makeMember(t.deps, 'anna');
    const ben = await makeMember(t.deps, 'ben');
    const { room } = await as(anna).privateChats.create({ userId: ben.id });
    await t.deps.db.insertInto('blockedUsers').values({ blockerId: anna.id, blockedId: ben.id }).execute();
    const own = await trpcError(as(anna).messages.send({ roomId: room.id, content: 'hallo' }));
    expect([own.code, own.message]).toEqual(['FORBIDDEN', TEXT.chat.youBlockedThisUser]);
    const theirs = await trpcError(as(ben).messages.send({ roomId: room.id, content: 'hallo' }));
    expect([theirs.code, theirs.message]).toEqual(['FORBIDDEN', TEXT.chat.userNotAcceptingChats]);
    expect(await stored(room.id)).toEqual([]);
  });

  it('stores exactly the allowed sends of a mixed group, gap-free, and refuses the rest', async () => {
    const lobby = await newRoom(t.alice);
    const secret = await newRoom(t.alice, true);
    const quiet = await muted();
    const carol = await makeMember(t.deps, 'carol');
    const before = t.deps.messageWriter.stats.statements;
    const sends = await statementsOf(() =>
      Promise.allSettled([
        as(t.alice).messages.send({ roomId: lobby, content: 'a' }),
        as(t.bob).messages.send({ roomId: secret, content: 'stranger' }),
        as(carol).messages.send({ roomId: lobby, content: 'b' }),
        as(quiet).messages.send({ roomId: lobby, content: 'muted' }),
        as(t.alice).messages.send({ roomId: secret, content: 'c' }),
        as(t.alice).messages.send({ roomId: lobby, content: 'd' }),
      ]),
    );
    expect(sends.out.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(sends.statements).toHaveLength(t.deps.messageWriter.stats.statements - before);
    expect(await stored(lobby)).toEqual(['1:a', '2:b', '3:d']);
    expect(await stored(secret)).toEqual(['1:c']);
  });
});
