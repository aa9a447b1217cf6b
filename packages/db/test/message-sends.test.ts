import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as blocks from '../src/queries/blocks';
import { storeSends } from '../src/queries/message-sends';
import * as roomMembers from '../src/queries/room-members';
import { sendBed } from './fixtures/send-bed';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

describe.each(testDatabaseKinds())('a send’s one statement on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  const now = new Date();
  const { member, room, send, stored, counter } = sendBed(() => t.db, now);

  it('stores exactly the sends it lets through, gap-free per room, and says why it refused the rest', async () => {
    const anna = await member('anna');
    const ben = await member('ben');
    const muted = await member('muted');
    await t.db
      .updateTable('users')
      .set({ isMuted: true, mutedUntil: null })
      .where('id', '=', muted.id)
      .execute();
    const lobby = await room(anna.id);
    const other = await room(anna.id);
    await roomMembers.add(t.db, lobby.id, muted.id);
    const secret = await room(anna.id, { isPrivate: true });
    const chat = await room(anna.id, { isPrivate: true, isDirect: true });
    await roomMembers.add(t.db, chat.id, ben.id);
    await t.db.updateTable('rooms').set({ closedAt: new Date() }).where('id', '=', chat.id).execute();
    const blockedChat = await room(anna.id, { isPrivate: true, isDirect: true });
    await roomMembers.add(t.db, blockedChat.id, ben.id);
    await blocks.insert(t.db, ben.id, anna.id, null);
    const [earlier] = await storeSends(t.db, [send(lobby.id, anna.id, 'first', 'c-1')]);
    expect(earlier?.verdict).toBe('stored');

    const outcomes = await storeSends(t.db, [
      send(lobby.id, anna.id, 'a'),
      send(lobby.id, muted.id, 'muted'),
      send(other.id, anna.id, 'x'),
      send(randomUUID(), anna.id, 'nowhere'),
      send(lobby.id, anna.id, 'b'),
      send(secret.id, ben.id, 'stranger'),
      send(chat.id, anna.id, 'closed'),
      send(blockedChat.id, anna.id, 'blocked'),
      send(lobby.id, anna.id, 'again', 'c-1'),
      send(other.id, anna.id, 'y'),
      send(lobby.id, anna.id, 'c'),
    ]);

    expect(outcomes.map((outcome) => outcome.verdict)).toEqual([
      'stored',
      'muted',
      'stored',
      'noRoom',
      'stored',
      'notMember',
      'closed',
      'blocked',
      'storedBefore',
      'stored',
      'stored',
    ]);
    expect(outcomes.map((outcome) => outcome.message?.content)).toEqual([
      'a',
      undefined,
      'x',
      undefined,
      'b',
      undefined,
      undefined,
      undefined,
      'first',
      'y',
      'c',
    ]);
    // The retry answers with the first row, read with its sender like a new one.
    expect(outcomes[8]?.message).toMatchObject({ id: earlier?.message?.id, username: anna.username });
    expect(outcomes[0]?.message).toMatchObject({ sequenceId: 2, username: anna.username, quoted: null });
    expect(outcomes[6]?.room).toMatchObject({ id: chat.id, isDirect: true, isMember: true });
    expect(outcomes[6]?.room?.closedAt).toBeInstanceOf(Date);
    expect(outcomes[5]?.room).toMatchObject({ id: secret.id, isPrivate: true, isMember: false });
    expect(outcomes[3]?.room).toBeUndefined();

    expect(await stored(lobby.id)).toEqual(['1:first', '2:a', '3:b', '4:c']);
    expect(await stored(other.id)).toEqual(['1:x', '2:y']);
    expect(await counter(lobby.id)).toBe(4);
    for (const refused of [secret, chat, blockedChat]) {
      expect(await stored(refused.id)).toEqual([]);
      expect(await counter(refused.id)).toBe(0);
    }
  });

  it('judges a mute at the time given: one that ran out no longer holds', async () => {
    const anna = await member('anna');
    const lobby = await room(anna.id);
    await t.db
      .updateTable('users')
      .set({ isMuted: true, mutedUntil: new Date(now.getTime() + 60_000) })
      .where('id', '=', anna.id)
      .execute();
    const [held] = await storeSends(t.db, [send(lobby.id, anna.id, 'held')]);
    const [ran] = await storeSends(t.db, [
      { ...send(lobby.id, anna.id, 'ran out'), now: new Date(now.getTime() + 120_000) },
    ]);
    expect([held?.verdict, ran?.verdict]).toEqual(['muted', 'stored']);
    expect(await stored(lobby.id)).toEqual(['1:ran out']);
  });

  it('makes the sender of a public room a member with its first message there, once', async () => {
    const anna = await member('anna');
    const ben = await member('ben');
    const lobby = await room(anna.id);
    await storeSends(t.db, [send(lobby.id, anna.id, 'before ben')]);

    const outcomes = await storeSends(t.db, [
      send(lobby.id, ben.id, 'hello'),
      send(lobby.id, anna.id, 'hi ben'),
      send(lobby.id, ben.id, 'again'),
    ]);

    expect(outcomes.map((outcome) => [outcome.verdict, outcome.joined, outcome.room?.isMember])).toEqual([
      ['stored', true, false],
      ['stored', false, true],
      ['stored', false, false],
    ]);
    const membership = await t.db
      .selectFrom('roomMembers')
      .select('lastReadSequence')
      .where('roomId', '=', lobby.id)
      .where('userId', '=', ben.id)
      .executeTakeFirstOrThrow();
    // What came before the first message counts as read, as for a member who joins.
    expect(membership.lastReadSequence).toBe(1);
    const [later] = await storeSends(t.db, [send(lobby.id, ben.id, 'member now')]);
    expect([later?.joined, later?.room?.isMember]).toEqual([false, true]);
    expect(await stored(lobby.id)).toEqual([
      '1:before ben',
      '2:hello',
      '3:hi ben',
      '4:again',
      '5:member now',
    ]);
  });

  it('keeps ids gap-free and each message once when statements run at the same time', async () => {
    const lobby = await room((await member('anna')).id);
    const senders = await Promise.all(Array.from({ length: 4 }, (_, i) => member(`sender${i}`)));
    // Ten statements of four sends each at once (on Postgres, over several connections).
    await Promise.all(
      Array.from({ length: 10 }, (_, round) =>
        storeSends(
          t.db,
          senders.map((sender, i) => send(lobby.id, sender.id, `r${round}s${i}`, `c-${round}-${i}`)),
        ),
      ),
    );
    const rows = await t.db
      .selectFrom('messages')
      .select('sequenceId')
      .where('roomId', '=', lobby.id)
      .orderBy('sequenceId')
      .execute();
    expect(rows.map((row) => row.sequenceId)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await counter(lobby.id)).toBe(40);
  });
});
