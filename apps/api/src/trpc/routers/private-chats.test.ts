import { TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember, record, trpcError } from '../../../test/chat-fixtures';
import { callerFor, startTestDeps } from '../../../test/harness';
import type { Actor, AppDeps } from '../../deps';

describe.each(testDatabaseKinds())('private chats on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
  });
  afterAll(() => close());

  const as = (actor: Actor) => callerFor(deps, actor).caller;
  const pair = async () => [await makeMember(deps, 'pa'), await makeMember(deps, 'pb')] as const;

  it('opens a chat for both, tells the other member, and returns the open one after that', async () => {
    const [anna, ben] = await pair();
    const bensEvents = record(deps, userTopic(ben.id));
    const created = await as(anna).privateChats.create({ userId: ben.id });
    expect(created.room).toMatchObject({
      isPrivate: true,
      isDirect: true,
      closedAt: null,
      createdBy: anna.id,
    });
    expect([...created.room.memberIds].sort()).toEqual([anna.id, ben.id].sort());
    expect(created.otherUser).toMatchObject({ id: ben.id, username: ben.username });
    expect(created.otherUser).not.toHaveProperty('passwordHash');

    const again = await as(anna).privateChats.create({ userId: ben.id });
    const fromBen = await as(ben).privateChats.create({ userId: anna.id });
    expect(again.room.id).toBe(created.room.id);
    expect(fromBen.room.id).toBe(created.room.id);
    expect(fromBen.otherUser.id).toBe(anna.id);

    await bensEvents.waitFor(1);
    await bensEvents.settled();
    expect(bensEvents.events).toEqual([
      {
        type: 'private_chat_request',
        fromUser: expect.objectContaining({ id: anna.id }),
        roomId: created.room.id,
      },
      expect.objectContaining({
        type: 'notification',
        notificationType: 'private_chat_request',
        data: { roomId: created.room.id, fromUserId: anna.id, fromName: anna.displayName },
      }),
    ]);
  });

  it('opens one chat when both members start it at once', async () => {
    const [anna, ben] = await pair();
    const [a, b] = await Promise.all([
      as(anna).privateChats.create({ userId: ben.id }),
      as(ben).privateChats.create({ userId: anna.id }),
    ]);
    expect(a.room.id).toBe(b.room.id);
  });

  it('lists the chat apart from rooms, for its members only', async () => {
    const [anna, ben] = await pair();
    const outsider = await makeMember(deps, 'px');
    const { room } = await as(anna).privateChats.create({ userId: ben.id });
    expect((await as(anna).rooms.list()).map((r) => r.id)).not.toContain(room.id);
    const annas = await as(anna).privateChats.list();
    expect(annas).toEqual([
      {
        id: room.id,
        participant1Id: anna.id,
        participant2: expect.objectContaining({ id: ben.id, username: ben.username }),
        roomId: room.id,
        createdAt: room.createdAt,
      },
    ]);
    const bens = await as(ben).chatData.get();
    expect(bens.privateRooms.map((c) => c.participant2.id)).toEqual([anna.id]);
    expect(bens.rooms.map((r) => r.id)).not.toContain(room.id);
    expect(await as(outsider).privateChats.list()).toEqual([]);

    await as(anna).messages.send({ roomId: room.id, content: 'nur für dich' });
    for (const call of [
      () => as(outsider).messages.page({ roomId: room.id }),
      () => as(outsider).messages.send({ roomId: room.id, content: 'hi' }),
      () => as(outsider).rooms.get({ roomId: room.id }),
      () => as(outsider).rooms.join({ roomId: room.id }),
    ]) {
      const error = await trpcError(call());
      expect(error.code).toBe('FORBIDDEN');
    }
    const invite = await trpcError(as(anna).rooms.invite({ roomId: room.id, userId: outsider.id }));
    expect(invite.message).toBe(TEXT.chat.noMembersForPrivateChats);
  });

  it('closes for both: events on both user topics, sends refused, and a fresh chat later', async () => {
    const [anna, ben] = await pair();
    const { room } = await as(anna).privateChats.create({ userId: ben.id });
    await as(ben).messages.send({ roomId: room.id, content: 'Tschüss' });
    const annas = record(deps, userTopic(anna.id));
    const bens = record(deps, userTopic(ben.id));
    expect(await as(ben).privateChats.close({ roomId: room.id })).toEqual({ success: true });
    const closed = {
      type: 'private_chat_closed',
      closedBy: ben.id,
      roomId: room.id,
      message: TEXT.chat.privateChatClosedBy(ben.username),
    };
    expect(await annas.waitFor(1)).toEqual([closed]);
    expect(await bens.waitFor(1)).toEqual([closed]);

    // Closing again changes nothing and tells no one.
    expect(await as(anna).privateChats.close({ roomId: room.id })).toEqual({ success: true });
    await annas.settled();
    await bens.settled();
    expect(annas.events).toHaveLength(1);

    for (const actor of [anna, ben]) {
      const error = await trpcError(as(actor).messages.send({ roomId: room.id, content: 'noch da?' }));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe(TEXT.chat.chatUnavailableDetail);
    }
    expect((await as(anna).messages.page({ roomId: room.id })).items).toHaveLength(1);
    expect(await as(anna).privateChats.list()).toEqual([]);
    const fresh = await as(anna).privateChats.create({ userId: ben.id });
    expect(fresh.room.id).not.toBe(room.id);
  });

  it('lets only participants close a chat', async () => {
    const [anna, ben] = await pair();
    const outsider = await makeMember(deps, 'px');
    const { room } = await as(anna).privateChats.create({ userId: ben.id });
    const error = await trpcError(as(outsider).privateChats.close({ roomId: room.id }));
    expect(error.code).toBe('FORBIDDEN');
    const named = await as(anna).rooms.create({ name: `Not a chat ${anna.username}` });
    const notChat = await trpcError(as(anna).privateChats.close({ roomId: named.id }));
    expect(notChat.code).toBe('NOT_FOUND');
    expect(notChat.message).toBe(TEXT.chat.privateChatNotFound);
  });

  it('refuses oneself and unknown members', async () => {
    const [anna] = await pair();
    const self = await trpcError(as(anna).privateChats.create({ userId: anna.id }));
    expect(self.code).toBe('BAD_REQUEST');
    expect(self.message).toBe(TEXT.chat.cannotChatWithYourself);
    const unknown = await trpcError(
      as(anna).privateChats.create({ userId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe(TEXT.chat.userNotFound);
  });

  it('refuses after a block either way, and stops an open chat when a block comes later', async () => {
    const [anna, ben] = await pair();
    const block = (blockerId: string, blockedId: string) =>
      deps.db.insertInto('blockedUsers').values({ blockerId, blockedId }).execute();
    const { room } = await as(anna).privateChats.create({ userId: ben.id });
    await block(ben.id, anna.id);
    const sent = await trpcError(as(anna).messages.send({ roomId: room.id, content: 'hallo?' }));
    expect(sent.code).toBe('FORBIDDEN');
    const blocked = await trpcError(as(anna).privateChats.create({ userId: ben.id }));
    expect(blocked.code).toBe('FORBIDDEN');
    expect(blocked.message).toBe(TEXT.chat.userNotAcceptingChats);
    const blocker = await trpcError(as(ben).privateChats.create({ userId: anna.id }));
    expect(blocker.code).toBe('FORBIDDEN');
    expect(blocker.message).toBe(TEXT.chat.youBlockedThisUser);
  });

  it('follows the other member’s allowDirectMessages setting', async () => {
    const [anna, ben] = await pair();
    await deps.db
      .insertInto('userPrivacySettings')
      .values({ userId: ben.id, allowDirectMessages: 'nobody' })
      .execute();
    const nobody = await trpcError(as(anna).privateChats.create({ userId: ben.id }));
    expect(nobody.code).toBe('FORBIDDEN');
    expect(nobody.message).toBe(TEXT.chat.userNotAcceptingChats);
    // Ben himself may still start a chat with anyone who accepts one.
    expect((await as(ben).privateChats.create({ userId: anna.id })).otherUser.id).toBe(anna.id);

    const [cara, dirk] = await pair();
    await deps.db
      .insertInto('userPrivacySettings')
      .values({ userId: dirk.id, allowDirectMessages: 'friends' })
      .execute();
    const stranger = await trpcError(as(cara).privateChats.create({ userId: dirk.id }));
    expect(stranger.code).toBe('FORBIDDEN');
    const [user1Id, user2Id] = cara.id < dirk.id ? [cara.id, dirk.id] : [dirk.id, cara.id];
    await deps.db.insertInto('friendships').values({ user1Id, user2Id }).execute();
    expect((await as(cara).privateChats.create({ userId: dirk.id })).otherUser.id).toBe(dirk.id);
  });
});
