import { TEXT, ZProfileSettings } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { warnMember } from '../src/services/admin/moderate';
import { cancelFriendRequest } from '../src/services/friends/cancel-friend-request';
import { respondFriendRequest } from '../src/services/friends/respond-friend-request';
import { sendFriendRequest } from '../src/services/friends/send-friend-request';
import { sendMessage } from '../src/services/messages/send-message';
import { createReport } from '../src/services/reports/create-report';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN, signUp } from './harness';
import { liveTestBed } from './live-test-bed';

/** Accounts spec §7 "Profile and settings": profile, password, export, consent. */
describe.each(testDatabaseKinds())('REST account paths on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { call, actorOf } = bed;

  it('profile-settings answers the documented shape for oneself only', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const res = await call('GET', `/api/users/${ann.user.id}/profile-settings`, ann.cookie);
    const settings = ZProfileSettings.parse(res.json());
    expect(settings).toMatchObject({
      user: { id: ann.user.id },
      photos: [],
      primaryPhoto: null,
      blockedUsers: [],
    });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect((await call('GET', `/api/users/${ben.user.id}/profile-settings`, ann.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/users/${ann.user.id}/profile-settings`, null)).statusCode).toBe(401);
  });

  it.each([
    ['no display name', { displayName: ' ', location: 'Berlin' }, TEXT.account.displayNameRequired],
    ['a bio of 501', { displayName: 'A', location: 'Berlin', bio: 'x'.repeat(501) }, TEXT.account.bioTooLong],
    ['age 17', { displayName: 'A', location: 'Berlin', age: 17 }, TEXT.auth.mustBeAdult],
    ['age 101', { displayName: 'A', location: 'Berlin', age: 101 }, TEXT.auth.invalidAge],
    [
      'an unknown gender',
      { displayName: 'A', location: 'Berlin', gender: 'robot' },
      TEXT.account.invalidGender,
    ],
    ['no city', { displayName: 'A', location: '' }, TEXT.auth.cityRequired],
    [
      'min above max',
      { displayName: 'A', location: 'Berlin', ageMin: 50, ageMax: 30 },
      TEXT.social.ageMinAboveMax,
    ],
    [
      'a preference of robots',
      { displayName: 'A', location: 'Berlin', genderPreference: 'robot' },
      TEXT.social.invalidGenderPreference,
    ],
  ])('refuses a profile with %s and stores nothing', async (_what, payload, message) => {
    const ann = await signUp(bed.t.app);
    const before = await actorOf(ann.user.id);
    const res = await call('PUT', `/api/users/${ann.user.id}/profile`, ann.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await actorOf(ann.user.id)).toEqual(before);
  });

  it('stores a valid profile with every field of §5, bio of exactly 500 included', async () => {
    const ann = await signUp(bed.t.app);
    const res = await call('PUT', `/api/users/${ann.user.id}/profile`, ann.cookie, {
      displayName: 'Anna B.',
      age: 100,
      gender: 'non-binary',
      bio: `Zeile eins\n${'x'.repeat(489)}`,
      location: 'Wien',
      genderPreference: 'female',
      ageMin: 25,
      ageMax: 40,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Anna B.',
      age: 100,
      gender: 'non-binary',
      location: 'Wien',
    });
    expect(await actorOf(ann.user.id)).toMatchObject({ genderPreference: 'female', ageMin: 25, ageMax: 40 });
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const ann = await signUp(bed.t.app);
    const elsewhere = await bed.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { username: ann.user.username, password: 'secret123' },
    });
    const otherCookie = String(elsewhere.headers['set-cookie']).split(';')[0] ?? '';
    const path = `/api/users/${ann.user.id}/password`;
    const change = { currentPassword: 'wrong', newPassword: 'better123', confirmPassword: 'better123' };
    expect((await call('PUT', path, ann.cookie, change)).statusCode).toBe(403);
    expect(
      (await call('PUT', path, ann.cookie, { ...change, currentPassword: 'secret123' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/auth/user', ann.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', otherCookie)).statusCode).toBe(401);
  });

  it('exports the member’s data as a named JSON file, without secrets or others’ private fields', async () => {
    const ann = await signUp(bed.t.app);
    const ben = await signUp(bed.t.app);
    const annActor = await actorOf(ann.user.id);
    await bed.t.deps.db
      .updateTable('users')
      .set({ latitude: 53.55, longitude: 9.99 })
      .where('id', '=', ben.user.id)
      .execute();
    const room = await createRoom(bed.t.deps, annActor, { name: `Export ${Date.now()}` });
    await sendMessage(bed.t.deps, annActor, { roomId: room.id, content: 'my exported words' });
    await sendFriendRequest(bed.t.deps, annActor, { userId: ben.user.id });
    await call('PUT', `/api/users/${ann.user.id}/cookie-consent`, ann.cookie, {
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    const res = await call('GET', `/api/users/${ann.user.id}/export-data`, ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="nahbar-export-${ann.user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"`),
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: ann.user.id, username: ann.user.username });
    expect(data.messages).toEqual([
      expect.objectContaining({ content: 'my exported words', roomName: room.name }),
    ]);
    expect(data.friendRequests.sent).toEqual([
      expect.objectContaining({ receiver: expect.objectContaining({ id: ben.user.id }) }),
    ]);
    expect(data.settings.cookieConsent).toMatchObject({ necessary: true, functional: false });
    expect(data.sessions).toHaveLength(1);
    const text = res.body;
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(text).not.toContain('53.55');
    const sessionId = ann.cookie.split('=')[1] ?? 'none';
    expect(text).not.toContain(sessionId);
    expect((await call('GET', `/api/users/${ben.user.id}/export-data`, ann.cookie)).statusCode).toBe(403);
  });
  it('exports rooms created, read positions, answered requests and what moderation holds, never a reporter', async () => {
    const [ann, ben, cem, dora, admin] = [
      await signUp(bed.t.app),
      await signUp(bed.t.app),
      await signUp(bed.t.app),
      await signUp(bed.t.app),
      await signUp(bed.t.app),
    ];
    const deps = bed.t.deps;
    const annActor = await actorOf(ann.user.id);
    await deps.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const room = await createRoom(deps, annActor, {
      name: `Den ${Date.now()}`,
      description: 'Where the plans are made',
      isPrivate: true,
    });
    await sendMessage(deps, annActor, { roomId: room.id, content: 'first' });
    const asked = await sendFriendRequest(deps, await actorOf(ben.user.id), { userId: ann.user.id });
    await respondFriendRequest(deps, annActor, { requestId: asked.requestId, action: 'decline' });
    const withdrawn = await sendFriendRequest(deps, annActor, { userId: cem.user.id });
    await cancelFriendRequest(deps, annActor, { requestId: withdrawn.requestId });
    await warnMember(deps, await actorOf(admin.user.id), { userId: ann.user.id, reason: 'Mind your words' });
    await createReport(deps, await actorOf(dora.user.id), {
      userId: ann.user.id,
      reason: 'harassment',
      description: 'Dora says: she was rude',
    });

    const res = await call('GET', `/api/users/${ann.user.id}/export-data`, ann.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.roomsCreated).toEqual([
      expect.objectContaining({
        id: room.id,
        name: room.name,
        description: 'Where the plans are made',
        isPrivate: true,
      }),
    ]);
    expect(data.readPositions).toEqual([
      expect.objectContaining({
        roomId: room.id,
        roomName: room.name,
        isPrivateChat: false,
        lastReadSequence: 0,
      }),
    ]);
    expect(data.friendRequests.answered).toEqual([
      expect.objectContaining({
        direction: 'received',
        status: 'declined',
        otherUser: expect.objectContaining({ id: ben.user.id }),
      }),
      expect.objectContaining({
        direction: 'sent',
        status: 'cancelled',
        otherUser: expect.objectContaining({ id: cem.user.id }),
      }),
    ]);
    expect(data.moderation.measures).toEqual([
      { type: 'warning', reason: 'Mind your words', at: expect.any(String), until: null },
    ]);
    expect(data.moderation.reportsAboutYou).toEqual([
      { reason: 'harassment', status: 'pending', reportedAt: expect.any(String) },
    ]);
    // Neither who reported nor who moderated: not their id, name or words.
    for (const hidden of [
      dora.user.id,
      dora.user.username,
      'Dora says',
      admin.user.id,
      admin.user.username,
    ]) {
      expect(res.body).not.toContain(hidden);
    }
  });
});
