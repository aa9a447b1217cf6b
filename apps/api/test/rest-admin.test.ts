import { TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';
import { liveTestBed } from './live-test-bed';

/** The admin paths as an admin: figures, members, moderation that takes effect, reports, rooms, the log. */
describe.each(testDatabaseKinds())('REST administration on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { call } = bed;
  const adminMember = async () => {
    const admin = await liveMember(bed.t.app);
    await usersQueries.setRole(bed.t.deps.db, admin.actor.username, 'admin');
    return admin;
  };
  const login = (member: LiveMember) =>
    call('POST', '/api/auth/login', null, { username: member.actor.username, password: 'secret123' });
  const auditOf = async (admin: LiveMember, userId: string) =>
    (
      (await call('GET', '/api/admin/audit', admin.cookie)).json() as {
        action: string;
        targetUserId: string;
      }[]
    )
      .filter((e) => e.targetUserId === userId)
      .map((e) => e.action);

  it('answers the figures: members, new, reports, messages per hour', async () => {
    const admin = await adminMember();
    const ann = await liveMember(bed.t.app);
    const room = await freshRoom(bed.t.deps, ann.actor);
    const before = (await call('GET', '/api/admin/dashboard-stats', admin.cookie)).json();
    await sendMessage(bed.t.deps, ann.actor, { roomId: room, content: 'eins' });
    await sendMessage(bed.t.deps, ann.actor, { roomId: room, content: 'zwei' });
    await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: admin.id,
      reason: 'spam',
      description: 'x',
    });
    const stats = (await call('GET', '/api/admin/dashboard-stats', admin.cookie)).json();
    expect(stats.totalMembers).toBeGreaterThanOrEqual(2);
    expect(stats.newMembers7d).toBe(stats.totalMembers);
    expect(stats.messagesPerHour).toHaveLength(24);
    const sum = (s: { messagesPerHour: { count: number }[] }) =>
      s.messagesPerHour.reduce((a, h) => a + h.count, 0);
    expect(sum(stats) - sum(before)).toBe(2);
    expect(stats.totalReports).toBe(before.totalReports + 1);
    expect(stats.openReports).toBe(before.openReports + 1);
    expect(stats).toHaveProperty('activeUsers');
  });

  it('lists members searched and paged, without secrets', async () => {
    const admin = await adminMember();
    const members = [await liveMember(bed.t.app), await liveMember(bed.t.app), await liveMember(bed.t.app)];
    const page = await call('GET', '/api/admin/users?pageSize=2&page=1', admin.cookie);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.users).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(page.body).not.toMatch(/password/i);
    const name = members[1]?.actor.username ?? '';
    const found = (await call('GET', `/api/admin/users?query=${name}`, admin.cookie)).json();
    expect(found.users.map((u: { username: string }) => u.username)).toEqual([name]);
    expect(found.users[0]).toMatchObject({ status: 'active', isBanned: false, role: 'user' });
  });

  it('a ban closes the member’s live socket within 5 s, refuses their sign-in, and unban restores it', async () => {
    const admin = await adminMember();
    const ben = await liveMember(bed.t.app);
    const socket = await bed.connect(ben);
    const started = Date.now();
    const banned = await call('POST', '/api/admin/ban-user', admin.cookie, {
      adminUserId: admin.id,
      userId: ben.id,
      reason: 'Spam im Lobby-Raum',
    });
    expect(banned.json()).toEqual({ success: true });
    expect(await socket.closed).toEqual({ code: 4003, reason: 'Account suspended' });
    expect(Date.now() - started).toBeLessThan(5000);

    const refused = await login(ben);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      isBanned: true,
      message: expect.stringContaining('Spam im Lobby-Raum'),
    });
    const listed = (await call('GET', `/api/admin/users?query=${ben.actor.username}`, admin.cookie)).json();
    expect(listed.users[0]).toMatchObject({ status: 'banned', isBanned: true, statusUntil: null });

    await call('POST', '/api/admin/unban-user', admin.cookie, { userId: ben.id });
    expect((await login(ben)).statusCode).toBe(200);
    expect(await auditOf(admin, ben.id)).toEqual(['unban', 'ban']);
  });

  it('a timed ban ends by itself', async () => {
    const admin = await adminMember();
    const ben = await liveMember(bed.t.app);
    await call('POST', '/api/admin/ban-user', admin.cookie, {
      userId: ben.id,
      reason: 'Abkühlen',
      durationHours: 2,
    });
    expect((await login(ben)).statusCode).toBe(403);
    const clock = bed.t.deps.clock;
    bed.t.deps.clock = { now: () => new Date(Date.now() + 2 * 3_600_000 + 1000) };
    try {
      expect((await login(ben)).statusCode).toBe(200);
    } finally {
      bed.t.deps.clock = clock;
    }
  });

  it('a mute refuses sends on both transports and new chats, tells the member, and lifts', async () => {
    const admin = await adminMember();
    const ben = await liveMember(bed.t.app);
    const carl = await liveMember(bed.t.app);
    const room = await freshRoom(bed.t.deps, ben.actor);
    const socket = await bed.connect(ben);
    await call('POST', '/api/admin/block-user', admin.cookie, { userId: ben.id });
    const notice = await socket.next((f) => f.type === 'notification', 'the mute notice');
    expect(notice).toMatchObject({
      notificationType: 'moderation',
      priority: 'urgent',
      title: TEXT.admin.mutedTitle,
    });
    expect(notice.body).toContain('Blocked by admin');

    // The member as they were before the mute (as an open socket holds them): refused all the same.
    const viaTrpc = await bed
      .as(ben.actor)
      .messages.send({ roomId: room, content: 'hallo?' })
      .catch((error: Error) => error.message);
    expect(viaTrpc).toBe(TEXT.admin.muted);
    await socket.join(ben.id, room);
    socket.send({ type: 'message', content: 'über /ws' });
    const refusal = await socket.next((f) => f.type === 'error', 'a refusal frame');
    expect(refusal.message).toBe(TEXT.admin.muted);
    const chat = await call('POST', '/api/private-chat/create', ben.cookie, {
      user1Id: ben.id,
      user2Id: carl.id,
    });
    expect(chat.statusCode).toBe(403);
    expect(chat.json()).toMatchObject({ message: TEXT.admin.muted });

    await call('POST', '/api/admin/unblock-user', admin.cookie, { userId: ben.id });
    expect((await bed.as(ben.actor).messages.send({ roomId: room, content: 'wieder da' })).content).toBe(
      'wieder da',
    );
    expect(await auditOf(admin, ben.id)).toEqual(['unmute', 'mute']);
  });

  it('refuses a reason over 500 characters, acting on oneself or on another admin', async () => {
    const admin = await adminMember();
    const other = await adminMember();
    const ben = await liveMember(bed.t.app);
    const long = await call('POST', '/api/admin/warn-user', admin.cookie, {
      userId: ben.id,
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: TEXT.admin.reasonTooLong });
    const self = await call('POST', '/api/admin/ban-user', admin.cookie, { userId: admin.id, reason: 'x' });
    expect(self.json()).toMatchObject({ message: TEXT.admin.notYourself });
    const peer = await call('POST', '/api/admin/ban-user', admin.cookie, { userId: other.id, reason: 'x' });
    expect(peer.statusCode).toBe(403);
    expect(await auditOf(admin, ben.id)).toEqual([]);
  });

  it('moves a report to reviewed, then resolved, tells the reporter, and refuses a further decision', async () => {
    const admin = await adminMember();
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.id,
      reason: 'harassment',
      description: 'böse',
    });
    const queue = (await call('GET', '/api/admin/moderation-data', admin.cookie)).json();
    const report = queue.reports.find((r: { reported: { id: string } }) => r.reported?.id === ben.id);
    expect(report).toMatchObject({ status: 'pending', reason: 'harassment', reporter: { id: ann.id } });

    const path = `/api/admin/reports/${report.id}`;
    expect((await call('PUT', path, admin.cookie, { status: 'reviewed' })).statusCode).toBe(200);
    const socket = await bed.connect(ann);
    expect(
      (await call('PUT', path, admin.cookie, { status: 'resolved', adminNotes: 'verwarnt' })).statusCode,
    ).toBe(200);
    const told = await socket.next((f) => f.type === 'notification', 'the reporter is told');
    expect(told).toMatchObject({ title: TEXT.admin.reportDecidedTitle, body: TEXT.admin.reportDecidedBody });
    const again = await call('PUT', path, admin.cookie, { status: 'dismissed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TEXT.admin.reportAlreadyClosed });
    expect(await auditOf(admin, ben.id)).toEqual(['report_resolved', 'report_reviewed']);
    const after = (await call('GET', '/api/admin/moderation-data', admin.cookie)).json();
    expect(after.reports.map((r: { id: string }) => r.id)).not.toContain(report.id);
  });

  it('creates a public room, refuses an empty name, and deletes a room with its members told live', async () => {
    const admin = await adminMember();
    const ann = await liveMember(bed.t.app);
    const empty = await call('POST', '/api/admin/rooms', admin.cookie, { name: '  ', adminUserId: admin.id });
    expect(empty.json()).toMatchObject({ message: TEXT.chat.roomNameRequired });
    const name = `Admin-Raum ${Date.now()}`;
    const created = await call('POST', '/api/admin/rooms', admin.cookie, { name, description: 'Neu' });
    expect(created.statusCode).toBe(201);
    const room = created.json();
    expect(room).toMatchObject({ name, isPrivate: false });
    await bed.as(ann.actor).rooms.join({ roomId: room.id });
    await sendMessage(bed.t.deps, ann.actor, { roomId: room.id, content: 'bald weg' });
    const socket = await bed.connect(ann);

    expect((await call('DELETE', `/api/admin/rooms/${room.id}`, admin.cookie)).json()).toEqual({
      success: true,
    });
    const removed = await socket.next((f) => f.type === 'room_removed', 'the member is told');
    expect(removed).toMatchObject({ roomId: room.id, roomName: name });
    const rooms = (await call('GET', '/api/admin/rooms', admin.cookie)).json();
    expect(rooms.map((r: { id: string }) => r.id)).not.toContain(room.id);
    const left = await bed.t.deps.db
      .selectFrom('messages')
      .select('id')
      .where('roomId', '=', room.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('removes one message as a tombstone for every reader, then purges a member’s last hours', async () => {
    const admin = await adminMember();
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    const room = await freshRoom(bed.t.deps, ann.actor);
    await bed.as(ben.actor).rooms.join({ roomId: room });
    const first = await sendMessage(bed.t.deps, ann.actor, { roomId: room, content: 'Werbung! Klick hier' });
    await sendMessage(bed.t.deps, ann.actor, { roomId: room, content: 'noch mehr Werbung' });
    const socket = await bed.connect(ben);
    await socket.join(ben.id, room);

    const removed = await call('DELETE', `/api/admin/messages/${first.id}`, admin.cookie, { reason: 'Spam' });
    expect(removed.json()).toEqual({ success: true });
    const frame = await socket.next((f) => f.type === 'message_removed', 'the tombstone arrives');
    expect(frame).toEqual({ type: 'message_removed', roomId: room, messageId: first.id });
    const again = await call('DELETE', `/api/admin/messages/${first.id}`, admin.cookie, { reason: 'Spam' });
    expect(again.statusCode).toBe(404);

    const purged = await call('POST', '/api/admin/purge-messages', admin.cookie, {
      userId: ann.id,
      hours: 24,
      reason: 'Spam-Welle',
    });
    expect(purged.json()).toEqual({ removed: 1 });
    const page = await bed.as(ben.actor).messages.page({ roomId: room });
    expect(page.items.map((m) => [m.content, m.removed])).toEqual([
      ['', true],
      ['', true],
    ]);
    expect(JSON.stringify(page)).not.toContain('Werbung');
    expect(await auditOf(admin, ann.id)).toEqual(['messages_purged', 'message_removed']);
    const tooLong = await call('POST', '/api/admin/purge-messages', admin.cookie, {
      userId: ann.id,
      hours: 1000,
      reason: 'x',
    });
    expect(tooLong.json()).toMatchObject({ message: TEXT.admin.invalidPurgeHours });
  });
});
