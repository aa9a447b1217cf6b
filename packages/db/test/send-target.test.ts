import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSends } from '../src/queries/message-sends';
import * as roomMembers from '../src/queries/room-members';
import * as rooms from '../src/queries/rooms';
import * as users from '../src/queries/users';
import { person } from './fixtures/person';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

describe.each(testDatabaseKinds())('a send’s one look-up on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  it('reads the room, the sender’s membership and mute, and an earlier send of the client id', async () => {
    const anna = await users.insert(t.db, person('anna'));
    const ben = await users.insert(t.db, person('ben'));
    const room = await rooms.insert(t.db, { name: 'Lobby', isPrivate: false, createdBy: anna.id });
    await roomMembers.add(t.db, room.id, anna.id);
    const [sent] = await storeSends(t.db, [
      { roomId: room.id, userId: anna.id, content: 'hallo', clientMessageId: 'c-1', now: new Date() },
    ]);
    const stored = sent?.message;

    const fresh = await rooms.findForSender(t.db, {
      roomId: room.id,
      userId: anna.id,
      clientMessageId: 'c-2',
    });
    expect(fresh).toMatchObject({ id: room.id, name: 'Lobby', isMember: true, senderMuted: false });
    expect(fresh?.senderMutedUntil).toBeNull();
    expect(fresh?.storedMessageId).toBeNull();
    expect(
      (await rooms.findForSender(t.db, { roomId: room.id, userId: anna.id, clientMessageId: 'c-1' }))
        ?.storedMessageId,
    ).toBe(stored?.id);
    expect(
      (await rooms.findForSender(t.db, { roomId: room.id, userId: anna.id, clientMessageId: null }))
        ?.storedMessageId,
    ).toBeNull();
    // Another member's client ids are theirs: the same id is no retry of Ben's.
    const other = await rooms.findForSender(t.db, {
      roomId: room.id,
      userId: ben.id,
      clientMessageId: 'c-1',
    });
    expect(other).toMatchObject({ isMember: false, storedMessageId: null });

    const until = new Date('2030-01-01T00:00:00Z');
    await t.db
      .updateTable('users')
      .set({ isMuted: true, mutedUntil: until })
      .where('id', '=', ben.id)
      .execute();
    const muted = await rooms.findForSender(t.db, { roomId: room.id, userId: ben.id, clientMessageId: null });
    expect(muted).toMatchObject({ senderMuted: true });
    expect(muted?.senderMutedUntil?.toISOString()).toBe(until.toISOString());

    expect(
      await rooms.findForSender(t.db, { roomId: randomUUID(), userId: anna.id, clientMessageId: 'c-1' }),
    ).toBeUndefined();

    // Many at once, in one statement: each answer in the place of its question.
    const together = await rooms.findForSenders(t.db, [
      { roomId: room.id, userId: ben.id, clientMessageId: null },
      { roomId: randomUUID(), userId: anna.id, clientMessageId: null },
      { roomId: room.id, userId: anna.id, clientMessageId: 'c-1' },
      { roomId: room.id, userId: anna.id, clientMessageId: 'c-9' },
    ]);
    expect(
      together.map((target) => target && [target.isMember, target.senderMuted, target.storedMessageId]),
    ).toEqual([[false, true, null], undefined, [true, false, stored?.id], [true, false, null]]);
    expect(together[0]?.createdAt).toBeInstanceOf(Date);
    expect(together[2]).toMatchObject({ id: room.id, name: 'Lobby', isPrivate: false, isDirect: false });
  });
});
