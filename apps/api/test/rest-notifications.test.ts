import { TEXT, ZNotification } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { liveMember } from './live-fixtures';
import { liveTestBed } from './live-test-bed';

/** Accounts spec §7 "Notifications and chat data", and the `/ws` `notification` frame. */
describe.each(testDatabaseKinds())('REST notifications and /ws frames on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { call } = bed;

  it('a friend request reaches the receiver’s socket at once, and their list and count', async () => {
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    const socket = await bed.connect(ben);
    const sent = await call('POST', '/api/friend-requests', ann.cookie, { receiverId: ben.id });
    expect(sent.statusCode).toBeLessThan(300);

    const frame = await socket.next((f) => f.type === 'notification', 'a notification frame');
    expect(frame).toMatchObject({
      type: 'notification',
      notificationType: 'friend_request',
      title: TEXT.notifications.friendRequestTitle,
      body: TEXT.notifications.friendRequestBody(ann.actor.displayName),
      data: { fromUserId: ann.id },
      priority: 'normal',
      read: false,
    });

    const list = await call('GET', `/api/users/${ben.id}/notifications`, ben.cookie);
    expect(list.statusCode).toBe(200);
    const [notification] = z.array(ZNotification).parse(list.json());
    expect(notification).toMatchObject({ id: frame.id, type: 'friend_request', read: false });
    const count = await call('GET', `/api/users/${ben.id}/notifications/unread-count`, ben.cookie);
    expect(count.json()).toEqual({ count: 1 });
  });

  it('marks read one’s own notification only; another’s stays unread', async () => {
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    await call('POST', '/api/friend-requests', ann.cookie, { receiverId: ben.id });
    const [notification] = z
      .array(ZNotification)
      .parse((await call('GET', `/api/users/${ben.id}/notifications`, ben.cookie)).json());
    const path = `/api/notifications/${notification?.id}/read`;

    const foreign = await call('PUT', path, ann.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: TEXT.notifications.notFound });
    expect((await call('GET', `/api/users/${ben.id}/notifications/unread-count`, ben.cookie)).json()).toEqual(
      {
        count: 1,
      },
    );
    expect((await call('GET', `/api/users/${ben.id}/notifications`, ann.cookie)).statusCode).toBe(403);

    const own = await call('PUT', path, ben.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: notification?.id, read: true });
    const bad = await call('PUT', '/api/notifications/not-an-id/read', ben.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('marks all read', async () => {
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    const carl = await liveMember(bed.t.app);
    await call('POST', '/api/friend-requests', ann.cookie, { receiverId: ben.id });
    await call('POST', '/api/friend-requests', carl.cookie, { receiverId: ben.id });
    expect((await call('PUT', `/api/users/${ben.id}/notifications/read`, ben.cookie)).json()).toEqual({
      updated: 2,
    });
    expect((await call('GET', `/api/users/${ben.id}/notifications/unread-count`, ben.cookie)).json()).toEqual(
      {
        count: 0,
      },
    );
    expect((await call('PUT', `/api/users/${ben.id}/notifications/read`, ann.cookie)).statusCode).toBe(403);
  });

  it('a mention reaches the mentioned member’s socket as a high-priority notification', async () => {
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    const room = await bed.as(ann.actor).rooms.create({ name: `Erwähnung ${Date.now()}` });
    await bed.as(ben.actor).rooms.join({ roomId: room.id });
    const socket = await bed.connect(ben);
    await bed.as(ann.actor).messages.send({ roomId: room.id, content: '@ben', mentionedUserIds: [ben.id] });
    const frame = await socket.next((f) => f.type === 'notification', 'a mention notification');
    expect(frame).toMatchObject({
      notificationType: 'mention',
      priority: 'high',
      body: TEXT.notifications.mentionBody(ann.actor.displayName, room.name),
      data: { roomId: room.id, fromUserId: ann.id },
    });
  });

  it('serves a tRPC batch whose procedure names run past 100 characters', async () => {
    const ann = await liveMember(bed.t.app);
    const names = [
      'notifications.unreadCount',
      'friends.list',
      'friends.requests',
      'friends.sentRequests',
      'notifications.list',
      'account.sessions',
      'blocks.list',
    ];
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await call('GET', `/trpc/${names.join(',')}?batch=1&input=${input}`, ann.cookie);
    expect(names.join(',').length).toBeGreaterThan(100);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(names.length);
  });
});
