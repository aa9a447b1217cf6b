import { de, TEXT, userTopic, ZNotification } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, rejection } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';
import type { Actor } from '../../deps';
import { NOTIFICATIONS_KEPT_PER_MEMBER, notify } from '../../services/notifications/notify';

describe.each(testDatabaseKinds())('notifications on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const pair = async () => [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')] as const;
  const switchOff = (userId: string, settings: Record<string, boolean>) =>
    t.deps.db
      .insertInto('userNotificationSettings')
      .values({ userId, ...settings })
      .onConflict((oc) => oc.column('userId').doUpdateSet(settings))
      .execute();

  it('a friend request is stored, counted and pushed live; accepting it tells the sender', async () => {
    const [ann, ben] = await pair();
    const live = record(t.deps, userTopic(ben.id));
    const sent = await as(ann).friends.send({ userId: ben.id });
    const [, pushed] = await live.waitFor(2);
    live.stop();
    expect(pushed).toMatchObject({
      type: 'notification',
      notificationType: 'friend_request',
      title: TEXT.notifications.friendRequestTitle,
      body: TEXT.notifications.friendRequestBody(ann.displayName),
      data: { fromUserId: ann.id, fromName: ann.displayName, requestId: sent.requestId },
      priority: 'normal',
      read: false,
    });

    const list = await as(ben).notifications.list();
    expect(list).toHaveLength(1);
    expect(ZNotification.parse(list[0])).toMatchObject({ type: 'friend_request', read: false });
    expect(await as(ben).notifications.unreadCount()).toEqual({ count: 1 });

    await as(ben).friends.respond({ requestId: String(sent.requestId), action: 'accept' });
    expect(await as(ann).notifications.list()).toEqual([
      expect.objectContaining({
        type: 'friend_accepted',
        body: TEXT.notifications.friendAcceptedBody(ben.displayName),
        data: { fromUserId: ben.id, fromName: ben.displayName },
      }),
    ]);
  });

  it('marks one read, then all; another member’s notification is not found and stays unread', async () => {
    const [ann, ben] = await pair();
    const carl = await makeMember(t.deps, 'carl');
    await as(ann).friends.send({ userId: ben.id });
    await as(carl).friends.send({ userId: ben.id });
    const [newest, older] = await as(ben).notifications.list();
    expect(newest?.data.fromUserId).toBe(carl.id);
    expect(older?.data.fromUserId).toBe(ann.id);

    expect(
      await rejection(as(ann).notifications.markRead({ notificationId: String(newest?.id) })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: TEXT.notifications.notFound,
    });
    expect(await as(ben).notifications.unreadCount()).toEqual({ count: 2 });
    expect(await as(ben).notifications.markRead({ notificationId: String(newest?.id) })).toMatchObject({
      id: newest?.id,
      read: true,
    });
    expect(await as(ben).notifications.unreadCount()).toEqual({ count: 1 });
    expect(await as(ben).notifications.markAllRead()).toEqual({ updated: 1 });
    expect(await as(ben).notifications.unreadCount()).toEqual({ count: 0 });
    expect(await rejection(as(ben).notifications.markRead({ notificationId: 'nope' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: TEXT.notifications.notFound,
    });
  });

  it('respects the settings: the type switch and the master switch; a moderator’s word always comes', async () => {
    const [ann, ben] = await pair();
    await switchOff(ben.id, { friendRequests: false });
    await as(ann).friends.send({ userId: ben.id });
    expect(await as(ben).notifications.list()).toEqual([]);

    const carl = await makeMember(t.deps, 'carl');
    await switchOff(carl.id, { enableNotifications: false });
    const roomId = (await as(carl).rooms.create({ name: `Stille ${Date.now()}` })).id;
    await as(ann).rooms.join({ roomId });
    await as(ann).messages.send({ roomId, content: '@carl', mentionedUserIds: [carl.id] });
    await notify(t.deps, carl.id, 'moderation', () => ({ title: 'Warning', body: 'Be kind.' }));
    expect((await as(carl).notifications.list()).map((n) => [n.type, n.priority])).toEqual([
      ['moderation', 'urgent'],
    ]);
  });

  it('a mention tells the mentioned member, not one who refuses mentions or is blocked', async () => {
    const [ann, ben] = await pair();
    const quiet = await makeMember(t.deps, 'quiet');
    const blocker = await makeMember(t.deps, 'blocker');
    const room = await as(ann).rooms.create({ name: `Erwähnt ${Date.now()}` });
    for (const member of [ben, quiet, blocker]) await as(member).rooms.join({ roomId: room.id });
    await t.deps.db
      .insertInto('userPrivacySettings')
      .values({ userId: quiet.id, allowMentions: false })
      .execute();
    await as(blocker).blocks.block({ userId: ann.id });
    const message = await as(ann).messages.send({
      roomId: room.id,
      content: 'Hallo @ben @quiet @blocker',
      mentionedUserIds: [ben.id, quiet.id, blocker.id, ann.id],
    });
    expect(await as(ben).notifications.list()).toEqual([
      expect.objectContaining({
        type: 'mention',
        priority: 'high',
        body: TEXT.notifications.mentionBody(ann.displayName, room.name),
        data: {
          roomId: room.id,
          roomName: room.name,
          fromUserId: ann.id,
          fromName: ann.displayName,
          messageId: message.id,
        },
      }),
    ]);
    for (const member of [quiet, blocker, ann]) expect(await as(member).notifications.list()).toEqual([]);
  });

  it('is written in the member’s language', async () => {
    const [ann, ben] = await pair();
    await as(ben).auth.setLocale({ locale: 'de' });
    await as(ann).friends.send({ userId: ben.id });
    expect(await as(ben).notifications.list()).toEqual([
      expect.objectContaining({
        title: de.notifications.friendRequestTitle,
        body: de.notifications.friendRequestBody(ann.displayName),
      }),
    ]);
  });

  it('private chats and room invites are told too', async () => {
    const [ann, ben] = await pair();
    await as(ann).friends.send({ userId: ben.id });
    await as(ben).friends.send({ userId: ann.id });
    const chat = await as(ann).privateChats.create({ userId: ben.id });
    const room = await as(ann).rooms.create({ name: `Geheim ${Date.now()}`, isPrivate: true });
    await as(ann).rooms.invite({ roomId: room.id, userId: ben.id });
    const types = (await as(ben).notifications.list()).map((n) => [n.type, n.data.roomId ?? null]);
    expect(types).toEqual([
      ['room_invite', room.id],
      ['private_chat_request', chat.room.id],
      ['friend_request', null],
    ]);
  });

  it(`keeps the newest ${NOTIFICATIONS_KEPT_PER_MEMBER} of a member`, async () => {
    const ann = await makeMember(t.deps, 'many');
    await t.deps.db
      .insertInto('notifications')
      .values(
        Array.from({ length: NOTIFICATIONS_KEPT_PER_MEMBER }, (_, i) => ({
          userId: ann.id,
          type: 'system',
          title: `old ${i}`,
          body: null,
          data: null,
          createdAt: new Date(Date.now() - (i + 1) * 60_000),
        })),
      )
      .execute();
    await notify(t.deps, ann.id, 'system', () => ({ title: 'newest', body: null }));
    const count = await t.deps.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(NOTIFICATIONS_KEPT_PER_MEMBER);
    const [first] = await as(ann).notifications.list();
    expect(first?.title).toBe('newest');
    const oldest = await t.deps.db
      .selectFrom('notifications')
      .select('title')
      .where('title', '=', `old ${NOTIFICATIONS_KEPT_PER_MEMBER - 1}`)
      .execute();
    expect(oldest).toEqual([]);
  });
});
