import {
  DEFAULT_PRIVACY_SETTINGS,
  TEXT,
  ZBlockedUser,
  ZFriend,
  ZFriendRequest,
  ZPrivacySettings,
} from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../src/services/messages/send-message';
import { signUp } from './harness';
import { liveTestBed } from './live-test-bed';

/** The documented friends, blocked-users, privacy-settings and reports paths (accounts §7, chat §7). */
describe.each(testDatabaseKinds())('REST friends, blocks, privacy and reports on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { call, actorOf } = bed;

  it('friend requests: send, list with the documented shapes, accept, status, remove', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const sent = await call('POST', '/api/friend-requests', ann.cookie, {
      senderId: ann.user.id,
      receiverId: ben.user.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ success: true, status: 'pending_sent' });

    const received = await call('GET', `/api/users/${ben.user.id}/friend-requests`, ben.cookie);
    const { friendRequests } = received.json() as { friendRequests: unknown[] };
    expect(friendRequests).toHaveLength(1);
    const request = ZFriendRequest.parse(friendRequests[0]);
    expect(request.sender).toMatchObject({ username: ann.user.username, primaryPhoto: null });
    const outgoing = (await call('GET', `/api/users/${ann.user.id}/sent-friend-requests`, ann.cookie)).json();
    expect(Object.keys(outgoing)).toEqual(['sentFriendRequests']);

    const status = await call(
      'GET',
      `/api/users/${ben.user.id}/friendship-status/${ann.user.id}`,
      ben.cookie,
    );
    expect(status.json()).toEqual({ status: 'pending_received' });
    expect(
      (await call('PUT', `/api/friend-requests/${request.id}`, ben.cookie, { action: 'maybe' })).statusCode,
    ).toBe(400);
    const accepted = await call('PUT', `/api/friend-requests/${request.id}`, ben.cookie, {
      action: 'accept',
    });
    expect(accepted.json()).toEqual({ success: true, status: 'friends' });

    const { friends } = (await call('GET', `/api/users/${ann.user.id}/friends`, ann.cookie)).json() as {
      friends: unknown[];
    };
    expect(ZFriend.parse(friends[0]).friend).toMatchObject({ id: ben.user.id, username: ben.user.username });
    const removed = await call('DELETE', `/api/users/${ann.user.id}/friends/${ben.user.id}`, ann.cookie);
    expect(removed.json()).toEqual({ success: true, status: 'none' });
    expect(
      (await call('DELETE', `/api/users/${ann.user.id}/friends/${ben.user.id}`, ann.cookie)).statusCode,
    ).toBe(404);
  });

  it('cancels a request only as its sender, on the path naming the sender', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const { requestId } = (
      await call('POST', '/api/friend-requests', ann.cookie, { receiverId: ben.user.id })
    ).json() as { requestId: string };
    expect(
      (await call('DELETE', `/api/friend-requests/${requestId}/cancel/${ann.user.id}`, ben.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/friend-requests/${requestId}/cancel/${ben.user.id}`, ben.cookie))
        .statusCode,
    ).toBe(403);
    const cancelled = await call(
      'DELETE',
      `/api/friend-requests/${requestId}/cancel/${ann.user.id}`,
      ann.cookie,
    );
    expect(cancelled.json()).toEqual({ success: true, status: 'none' });
  });

  it('refuses bad ids, signed-out calls and other members’ paths', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    expect((await call('GET', `/api/users/${ann.user.id}/friends`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${ann.user.id}/friends`, ben.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/friend-requests', ann.cookie, { receiverId: 'nope' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/api/friend-requests', ann.cookie, {
          receiverId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', '/api/friend-requests/00000000-0000-4000-8000-000000000000', ann.cookie, {
          action: 'accept',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/users/${ben.user.id}/privacy-settings`, ann.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/users/${ben.user.id}/blocked-users`, ann.cookie)).statusCode).toBe(403);
  });

  it('privacy settings: defaults, a change, and a value outside the enumerations stores nothing', async () => {
    const ann = await signUp(bed.t.app);
    const path = `/api/users/${ann.user.id}/privacy-settings`;
    expect(ZPrivacySettings.parse((await call('GET', path, ann.cookie)).json())).toEqual(
      DEFAULT_PRIVACY_SETTINGS,
    );
    const bad = await call('PUT', path, ann.cookie, { allowDirectMessages: 'strangers' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: TEXT.social.invalidPrivacyValue });
    const saved = await call('PUT', path, ann.cookie, {
      ...DEFAULT_PRIVACY_SETTINGS,
      allowDirectMessages: 'friends',
    });
    expect(saved.json()).toEqual({ ...DEFAULT_PRIVACY_SETTINGS, allowDirectMessages: 'friends' });
    expect((await call('GET', path, ann.cookie)).json()).toMatchObject({ allowDirectMessages: 'friends' });
  });

  it('blocked users: block with a reason up to 500, list with blockedUser, unblock', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const path = `/api/users/${ann.user.id}/blocked-users`;
    expect(
      (await call('POST', path, ann.cookie, { blockedId: ben.user.id, reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    const blocked = await call('POST', path, ann.cookie, { blockedId: ben.user.id, reason: 'x'.repeat(500) });
    expect(blocked.statusCode).toBe(201);
    const list = (await call('GET', path, ann.cookie)).json() as unknown[];
    expect(list.map((entry) => ZBlockedUser.parse(entry))).toEqual([
      expect.objectContaining({
        blockedId: ben.user.id,
        blockedUser: { displayName: expect.any(String), username: ben.user.username },
      }),
    ]);
    expect((await call('POST', path, ann.cookie, { blockedId: ben.user.id })).statusCode).toBe(409);
    expect((await call('POST', path, ann.cookie, { blockedId: ann.user.id })).statusCode).toBe(400);
    expect((await call('DELETE', `${path}/${ben.user.id}`, ann.cookie)).json()).toEqual({ ok: true });
    expect((await call('DELETE', `${path}/${ben.user.id}`, ann.cookie)).statusCode).toBe(404);
  });

  it('reports: required fields, one open report a day, evidence copied with consent', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const missing = await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.user.id,
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: TEXT.social.reportFieldsRequired });
    const badReason = await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.user.id,
      reason: 'boring',
      description: 'x',
    });
    expect(badReason.json()).toMatchObject({ message: TEXT.social.reportFieldsRequired });
    const tooLong = await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.user.id,
      reason: 'spam',
      description: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);

    const chat = (
      await call('POST', '/api/private-chat/create', ben.cookie, { user2Id: ann.user.id })
    ).json() as {
      room: { id: string };
    };
    const benActor = await actorOf(ben.user.id);
    for (let i = 0; i < 22; i += 1) {
      await sendMessage(bed.t.deps, benActor, { roomId: chat.room.id, content: `nasty ${i}` });
    }
    const first = await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.user.id,
      reporterId: ann.user.id,
      reason: 'harassment',
      description: 'keeps writing',
      attachEvidence: true,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      status: 'pending',
      updated: false,
      evidenceMessages: 20,
    });
    // Closing the chat keeps the copy; a second report within a day updates the first.
    await call('DELETE', `/api/private-chat/${chat.room.id}`, ann.cookie, {});
    const again = await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.user.id,
      reason: 'spam',
      description: 'and now spam',
    });
    expect(again.json()).toMatchObject({ id: first.json().id, updated: true, evidenceMessages: 20 });
    const stored = await bed.t.deps.db
      .selectFrom('reports')
      .selectAll()
      .where('reporterId', '=', ann.user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: 'spam', description: 'and now spam', status: 'pending' });
    const evidence = await bed.t.deps.db
      .selectFrom('reportEvidence')
      .select('content')
      .where('reportId', '=', String(stored[0]?.id))
      .execute();
    expect(evidence.map((e) => e.content)).toContain('nasty 21');
    expect(evidence.map((e) => e.content)).not.toContain('nasty 1');
  });

  it('reports a message only of the reported member that the reporter could read', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const room = (
      await call('POST', '/api/rooms', ben.cookie, { name: `r${Date.now()}`, isPrivate: true })
    ).json() as { id: string };
    const message = await sendMessage(bed.t.deps, await actorOf(ben.user.id), {
      roomId: room.id,
      content: 'hidden',
    });
    const refused = await call('POST', '/api/reports', ann.cookie, {
      reportedUserId: ben.user.id,
      reason: 'spam',
      description: 'x',
      messageId: message.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      await bed.t.deps.db.selectFrom('reports').selectAll().where('reporterId', '=', ann.user.id).execute(),
    ).toEqual([]);
  });
});
