import { TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, rejection } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';
import type { Actor } from '../../deps';
import { notify } from '../../services/notifications/notify';

type Event = { type: string; notificationType?: string; quiet?: boolean; [key: string]: unknown };

/** Per-room levels, the private message notice, quiet hours on the member's clock, read marks live. */
describe.each(testDatabaseKinds())('notification delivery on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const friendsWithChat = async () => {
    const ann = await makeMember(t.deps, 'ann');
    const ben = await makeMember(t.deps, 'ben');
    await as(ann).friends.send({ userId: ben.id });
    await as(ben).friends.send({ userId: ann.id });
    const chat = await as(ann).privateChats.create({ userId: ben.id });
    // Only the notices of the messages count below.
    await as(ben).notifications.markAllRead();
    return { ann, ben, roomId: chat.room.id };
  };
  const privateMessageNotices = async (member: Actor) =>
    (await as(member).notifications.list()).filter((n) => n.type === 'private_message');
  const say = (from: Actor, roomId: string, content: string, mentionedUserIds: string[] = []) =>
    as(from).messages.send({ roomId, content, mentionedUserIds });

  it('a private message tells the other member once until they read it, without its content', async () => {
    const { ann, ben, roomId } = await friendsWithChat();
    await say(ann, roomId, 'Geheimes Treffen um acht');
    await say(ann, roomId, 'Und bring Kuchen mit');
    const [notice, ...more] = await privateMessageNotices(ben);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: TEXT.notifications.privateMessageTitle(ann.displayName),
      body: TEXT.notifications.privateMessageBody,
      priority: 'normal',
      data: { roomId, fromUserId: ann.id, fromName: ann.displayName },
    });
    expect(JSON.stringify(notice)).not.toMatch(/Treffen|Kuchen/);
    expect(await privateMessageNotices(ann)).toEqual([]);

    await as(ben).notifications.markRead({ notificationId: String(notice?.id) });
    await say(ann, roomId, 'Noch da?');
    expect(await privateMessageNotices(ben)).toHaveLength(2);
  });

  it('is not sent while the member has the chat open, nor when they set it to mentions or nothing', async () => {
    const { ann, ben, roomId } = await friendsWithChat();
    await t.deps.presence.enter(roomId, ben.id);
    await say(ann, roomId, 'Du siehst das gerade');
    expect(await privateMessageNotices(ben)).toEqual([]);
    await t.deps.presence.leave(roomId, ben.id);

    await as(ben).rooms.setNotificationLevel({ roomId, level: 'mentions' });
    await say(ann, roomId, 'Ohne Erwähnung');
    expect(await privateMessageNotices(ben)).toEqual([]);
    await say(ann, roomId, '@ben mit Erwähnung', [ben.id]);
    const unread = (await as(ben).notifications.list()).filter((n) => !n.read);
    expect(unread.map((n) => n.type)).toEqual(['mention']);
  });

  it('a room set to nothing makes no mention notice, and its messages are still counted unread', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const ben = await makeMember(t.deps, 'ben');
    const room = await as(ann).rooms.create({ name: `Stumm ${Date.now()}` });
    await as(ben).rooms.join({ roomId: room.id });
    const live = record<Event>(t.deps, userTopic(ben.id));
    expect(await as(ben).rooms.setNotificationLevel({ roomId: room.id, level: 'nothing' })).toEqual({
      roomId: room.id,
      level: 'nothing',
    });
    expect(await live.settled()).toEqual([
      { type: 'room_notification_level', roomId: room.id, level: 'nothing' },
    ]);
    await say(ann, room.id, '@ben hörst du?', [ben.id]);
    expect(await as(ben).notifications.list()).toEqual([]);
    const data = await as(ben).chatData.get();
    expect(data.unread).toEqual([{ roomId: room.id, count: 1, mentioned: true }]);
    expect(data.notificationLevels).toEqual([{ roomId: room.id, level: 'nothing' }]);

    // Back to everything: the default is not listed.
    await as(ben).rooms.setNotificationLevel({ roomId: room.id, level: 'all' });
    expect((await as(ben).chatData.get()).notificationLevels).toEqual([]);
  });

  it('a level is set only by a member of the room, and only to a known level', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const eve = await makeMember(t.deps, 'eve');
    const room = await as(ann).rooms.create({ name: `Fremd ${Date.now()}`, isPrivate: true });
    expect(
      await rejection(as(eve).rooms.setNotificationLevel({ roomId: room.id, level: 'nothing' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: TEXT.chat.roomNotFound,
    });
    expect(
      await rejection(as(ann).rooms.setNotificationLevel({ roomId: room.id, level: 'loud' as 'all' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: TEXT.notifications.invalidLevel });
  });

  it('quiet hours are read on the member’s clock: stored and counted, but marked quiet', async () => {
    const ben = await makeMember(t.deps, 'ben');
    const hour = new Date().getUTCHours();
    const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const quietFor = (timeZone: string, start: number) =>
      as(ben).notifications.updateSettings({
        quietHours: { enabled: true, startTime: at(start), endTime: at(start + 1) },
        timeZone,
      });
    const notice = async () => {
      const live = record<Event>(t.deps, userTopic(ben.id));
      await notify(t.deps, ben.id, 'system', () => ({ title: 'Hinweis', body: null }));
      await notify(t.deps, ben.id, 'moderation', () => ({ title: 'Verwarnung', body: null }));
      return (await live.settled()).filter((e) => e.type === 'notification').map((e) => e.quiet);
    };

    // This hour in UTC is quiet; in Tokyo (UTC+9, no summer time) the same hours are not.
    expect((await quietFor('UTC', hour)).timeZone).toBe('UTC');
    expect(await notice()).toEqual([true, false]);
    await quietFor('Asia/Tokyo', hour);
    expect(await notice()).toEqual([false, false]);
    await quietFor('Asia/Tokyo', hour + 9);
    expect(await notice()).toEqual([true, false]);
    expect(await as(ben).notifications.unreadCount()).toEqual({ count: 6 });

    expect(
      await rejection(as(ben).notifications.updateSettings({ timeZone: 'Mars/Olympus_Mons' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: TEXT.notificationSettings.invalidTimeZone,
    });
  });

  it('marking read tells the member’s other tabs', async () => {
    const ben = await makeMember(t.deps, 'ben');
    const made = await notify(t.deps, ben.id, 'system', () => ({ title: 'Eins', body: null }));
    const live = record<Event>(t.deps, userTopic(ben.id));
    await as(ben).notifications.markRead({ notificationId: String(made?.id) });
    await as(ben).notifications.markAllRead();
    expect(await live.settled()).toEqual([
      { type: 'notifications_read', notificationId: made?.id },
      { type: 'notifications_read', notificationId: null },
    ]);
  });
});
