import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as blocks from '../src/queries/blocks';
import { type SendRequest, storePlainSend, storeSends } from '../src/queries/message-sends';
import * as roomMembers from '../src/queries/room-members';
import { sendBed } from './fixtures/send-bed';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

describe.each(testDatabaseKinds())('a plain send’s statement on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  const now = new Date();
  const { member, room, send, stored, counter } = sendBed(() => t.db, now);

  it('stores a member’s message with all it carries, as the grouped statement answers it', async () => {
    const anna = await member('anna');
    const ben = await member('ben');
    const lobby = await room(anna.id);
    const [first] = await storeSends(t.db, [send(lobby.id, anna.id, 'first')]);
    const outcome = await storePlainSend(t.db, {
      ...send(lobby.id, anna.id, 'look "@ben" \\ o\'clock', `c-${randomUUID()}`),
      messageType: 'photo',
      photoUrl: '/photos/x.jpg',
      photoFileName: 'x.jpg',
      mentionedUserIds: [ben.id],
      replyToId: first?.message?.id ?? null,
    });
    expect(outcome).toMatchObject({
      verdict: 'stored',
      joined: false,
      room: {
        id: lobby.id,
        name: lobby.name,
        isPrivate: false,
        isDirect: false,
        closedAt: null,
        isMember: true,
      },
      message: {
        roomId: lobby.id,
        userId: anna.id,
        sequenceId: 2,
        content: 'look "@ben" \\ o\'clock',
        messageType: 'photo',
        photoUrl: '/photos/x.jpg',
        photoFileName: 'x.jpg',
        mentionedUserIds: [ben.id],
        username: anna.username,
        quoted: { id: first?.message?.id, excerpt: 'first', removed: false },
      },
    });
    // The same row, column for column, as the grouped statement's.
    const [grouped] = await storeSends(t.db, [send(lobby.id, anna.id, 'grouped')]);
    expect(Object.keys(outcome?.message ?? {}).sort()).toEqual(Object.keys(grouped?.message ?? {}).sort());
    expect(await counter(lobby.id)).toBe(3);
  });

  it('stores nothing and moves no counter where the grouped statement would refuse, join or find a retry', async () => {
    const anna = await member('anna');
    const ben = await member('ben');
    const muted = await member('muted');
    const lobby = await room(anna.id);
    await roomMembers.add(t.db, lobby.id, muted.id);
    await t.db
      .updateTable('users')
      .set({ isMuted: true, mutedUntil: null })
      .where('id', '=', muted.id)
      .execute();
    const secret = await room(anna.id, { isPrivate: true });
    const closedChat = await room(anna.id, { isPrivate: true, isDirect: true });
    await roomMembers.add(t.db, closedChat.id, ben.id);
    await t.db.updateTable('rooms').set({ closedAt: new Date() }).where('id', '=', closedChat.id).execute();
    const blockedChat = await room(anna.id, { isPrivate: true, isDirect: true });
    await roomMembers.add(t.db, blockedChat.id, ben.id);
    await blocks.insert(t.db, ben.id, anna.id, null);
    const clientMessageId = `c-${randomUUID()}`;
    expect((await storePlainSend(t.db, send(lobby.id, anna.id, 'first', clientMessageId)))?.verdict).toBe(
      'stored',
    );

    const cases: [SendRequest, string][] = [
      [send(lobby.id, muted.id, 'muted'), 'muted'],
      [send(lobby.id, anna.id, 'again', clientMessageId), 'storedBefore'],
      [send(randomUUID(), anna.id, 'nowhere'), 'noRoom'],
      [send(secret.id, ben.id, 'stranger'), 'notMember'],
      [send(closedChat.id, anna.id, 'closed'), 'closed'],
      // A block holds either way.
      [send(blockedChat.id, anna.id, 'blocked'), 'blocked'],
      [send(blockedChat.id, ben.id, 'blocked'), 'blocked'],
    ];
    for (const [refused, verdict] of cases) {
      expect(await storePlainSend(t.db, refused)).toBeUndefined();
      expect((await storeSends(t.db, [refused]))[0]?.verdict).toBe(verdict);
    }
    // A newcomer to a public room: the grouped statement makes them a member with it.
    expect(await storePlainSend(t.db, send(lobby.id, ben.id, 'hallo'))).toBeUndefined();
    expect(await stored(lobby.id)).toEqual(['1:first']);
    expect(await counter(lobby.id)).toBe(1);
    for (const untouched of [secret, closedChat, blockedChat]) expect(await counter(untouched.id)).toBe(0);
    // A mute that ran out by the send's time no longer holds.
    await t.db
      .updateTable('users')
      .set({ mutedUntil: new Date(now.getTime() + 60_000) })
      .where('id', '=', muted.id)
      .execute();
    const later = { ...send(lobby.id, muted.id, 'ran out'), now: new Date(now.getTime() + 120_000) };
    expect((await storePlainSend(t.db, later))?.message?.sequenceId).toBe(2);
  });

  it('keeps ids gap-free and each client id once when plain sends run at the same time', async () => {
    const anna = await member('anna');
    const lobby = await room(anna.id);
    const senders = await Promise.all(Array.from({ length: 6 }, (_, i) => member(`sender${i}`)));
    for (const sender of senders) await roomMembers.add(t.db, lobby.id, sender.id);
    const twin = `c-${randomUUID()}`;
    const outcomes = await Promise.allSettled([
      ...senders.flatMap((sender, s) =>
        Array.from({ length: 5 }, (_, i) => storePlainSend(t.db, send(lobby.id, sender.id, `s${s} m${i}`))),
      ),
      storePlainSend(t.db, send(lobby.id, anna.id, 'twin a', twin)),
      storePlainSend(t.db, send(lobby.id, anna.id, 'twin b', twin)),
    ]);
    // Of the same client id at once, one row: the other found it, or lost the race to the
    // unique key (the caller then reads the row it lost to).
    const twins = outcomes.slice(-2).filter((outcome) => outcome.status === 'fulfilled' && outcome.value);
    expect(twins).toHaveLength(1);
    const rows = await t.db
      .selectFrom('messages')
      .select('sequenceId')
      .where('roomId', '=', lobby.id)
      .orderBy('sequenceId')
      .execute();
    expect(rows.map((row) => row.sequenceId)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(await counter(lobby.id)).toBe(31);
  });
});
