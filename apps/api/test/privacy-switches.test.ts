import { DEFAULT_PRIVACY_SETTINGS, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import { makeMember, rejection } from './chat-fixtures';
import { callerFor, registration, uniqueName } from './harness';
import { freshRoom, liveMember } from './live-fixtures';
import { liveTestBed } from './live-test-bed';

/** Each privacy switch, checked on every path it governs. */
describe.each(testDatabaseKinds())('privacy settings on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { as } = bed;

  /** A member in Hamburg (a city with coordinates), seen by a member in Berlin. */
  const twoMembers = async () => {
    const owner = await makeMember(bed.t.deps, 'own');
    const viewer = await makeMember(bed.t.deps, 'see');
    await as(owner).places.updateLocation({ location: 'Hamburg' });
    return { owner, viewer };
  };
  const profileOf = (viewer: Actor, owner: Actor) => as(viewer).profiles.get({ userId: owner.id });

  it('starts from the defaults and stores only known values', async () => {
    const { owner } = await twoMembers();
    expect(await as(owner).privacy.get()).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(await rejection(as(owner).privacy.update({ profileVisibility: 'secret' as never }))).toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: TEXT.social.invalidPrivacyValue,
      },
    );
    expect(await rejection(as(owner).privacy.update({ showAge: 'no' as never }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await as(owner).privacy.get()).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(await as(owner).privacy.update({ showAge: false })).toEqual({
      ...DEFAULT_PRIVACY_SETTINGS,
      showAge: false,
    });
    expect(await as(owner).privacy.update({ showLocation: false })).toMatchObject({
      showAge: false,
      showLocation: false,
    });
  });

  it('showAge and showLocation: age, city and distance leave the profile and the members list', async () => {
    const { owner, viewer } = await twoMembers();
    expect(await profileOf(viewer, owner)).toMatchObject({ user: { age: 29, location: 'Hamburg' } });
    const [before] = await as(viewer).places.usersWithDistance({ userIds: [owner.id] });
    expect(before?.distance).toBeGreaterThan(200);
    await as(owner).privacy.update({ showAge: false, showLocation: false });
    expect(await profileOf(viewer, owner)).toMatchObject({ user: { age: null, location: null } });
    const [after] = await as(viewer).places.usersWithDistance({ userIds: [owner.id] });
    expect(after).toMatchObject({ age: null, location: null, distance: null });
    // The member still sees everything of their own.
    expect(await profileOf(owner, owner)).toMatchObject({ user: { age: 29, location: 'Hamburg' } });
  });

  it('profileVisibility: friends-only shows strangers name and photo, private shows a name', async () => {
    const { owner, viewer } = await twoMembers();
    await as(owner).privacy.update({ profileVisibility: 'friends' });
    expect((await profileOf(viewer, owner)).user).toMatchObject({ age: null, location: null, bio: null });
    const friend = await makeMember(bed.t.deps, 'fri');
    const { requestId } = await as(friend).friends.send({ userId: owner.id });
    await as(owner).friends.respond({ requestId: String(requestId), action: 'accept' });
    expect((await profileOf(friend, owner)).user).toMatchObject({ age: 29, location: 'Hamburg' });
    await as(owner).privacy.update({ profileVisibility: 'private' });
    expect((await profileOf(friend, owner)).user).toMatchObject({
      age: null,
      location: null,
      primaryPhoto: null,
    });
    expect((await profileOf(friend, owner)).user.username).toBe(owner.username);
  });

  it('showOnlineStatus: strangers see the member offline in presence and profiles, friends still see them', async () => {
    const owner = await liveMember(bed.t.app);
    const viewer = await liveMember(bed.t.app);
    const friend = await liveMember(bed.t.app);
    const { requestId } = await as(friend.actor).friends.send({ userId: owner.id });
    await as(owner.actor).friends.respond({ requestId: String(requestId), action: 'accept' });
    await as(owner.actor).privacy.update({ showOnlineStatus: false, showLastSeen: true });
    const room = await freshRoom(bed.t.deps, owner.actor);
    const ownerSocket = await bed.connect(owner);
    await ownerSocket.join(owner.id, room);

    const viewerSocket = await bed.connect(viewer);
    const friendSocket = await bed.connect(friend);
    await viewerSocket.join(viewer.id, room);
    await friendSocket.join(friend.id, room);
    expect(viewerSocket.of('room_online_users').at(-1)?.onlineUsers).not.toContain(owner.id);
    expect(friendSocket.of('room_online_users').at(-1)?.onlineUsers).toContain(owner.id);
    expect(await profileOf(viewer.actor, owner.actor)).toMatchObject({
      user: { isOnline: false, lastSeen: null },
    });
    expect((await profileOf(friend.actor, owner.actor)).user.isOnline).toBe(true);
  });

  it('showPhotosToStrangers: no photo for strangers in profiles, search and messages', async () => {
    const { owner, viewer } = await twoMembers();
    await bed.t.deps.db
      .insertInto('userPhotos')
      .values({ userId: owner.id, photoUrl: '/photos/x', fileName: 'me.jpg', isPrimary: true })
      .execute();
    const room = await freshRoom(bed.t.deps, owner);
    await as(owner).messages.send({ roomId: room, content: 'photo check' });
    expect((await profileOf(viewer, owner)).user.primaryPhoto).toEqual({ photoUrl: '/photos/x' });
    await as(owner).privacy.update({ showPhotosToStrangers: false });
    const profile = await profileOf(viewer, owner);
    expect(profile.user.primaryPhoto).toBeNull();
    expect(profile.photos).toEqual([]);
    const [found] = await as(viewer).search.users({ q: owner.username });
    expect(found?.primaryPhoto).toBeNull();
    const [message] = (await as(viewer).messages.page({ roomId: room })).items;
    expect(message?.user.primaryPhoto).toBeNull();
    expect((await as(viewer).photos.profilePhotos({ userId: owner.id })).photos).toEqual([]);
  });

  it('discoverableInSearch: strangers do not find the member; friends do', async () => {
    const { owner, viewer } = await twoMembers();
    await as(owner).privacy.update({ discoverableInSearch: false });
    const found = async () => (await as(viewer).search.users({ q: owner.username })).map((u) => u.id);
    expect(await found()).not.toContain(owner.id);
    const { requestId } = await as(viewer).friends.send({ userId: owner.id });
    await as(owner).friends.respond({ requestId: String(requestId), action: 'accept' });
    expect(await found()).toContain(owner.id);
  });

  it('allowMentions: a mention of the member is not stored as one', async () => {
    const { owner, viewer } = await twoMembers();
    const room = await freshRoom(bed.t.deps, owner);
    await as(viewer).rooms.join({ roomId: room });
    await as(owner).privacy.update({ allowMentions: false });
    const message = await as(viewer).messages.send({
      roomId: room,
      content: '@x',
      mentionedUserIds: [owner.id],
    });
    expect(message.mentionedUserIds).toEqual([]);
  });

  it('allowDirectMessages and contact filters decide the DM gate; friends pass the filters', async () => {
    const { owner, viewer } = await twoMembers();
    await as(owner).privacy.update({ allowDirectMessages: 'nobody' });
    const refused = { code: 'FORBIDDEN', message: TEXT.chat.userNotAcceptingChats };
    expect(await rejection(as(viewer).privateChats.create({ userId: owner.id }))).toMatchObject(refused);
    expect(await profileOf(viewer, owner)).toMatchObject({ canMessage: false });
    await as(owner).privacy.update({ allowDirectMessages: 'everyone' });
    // Members registered here are 29-year-old women: a filter for men or for 35 to 50 refuses them.
    await as(owner).filters.update({ genderPreference: 'male', ageMin: 18, ageMax: 99 });
    expect(await rejection(as(viewer).privateChats.create({ userId: owner.id }))).toMatchObject(refused);
    await as(owner).filters.update({ genderPreference: 'all', ageMin: 35, ageMax: 50 });
    expect(await rejection(as(viewer).privateChats.create({ userId: owner.id }))).toMatchObject(refused);
    const man = await makeMember(bed.t.deps, 'man');
    await bed.t.deps.db
      .updateTable('users')
      .set({ gender: 'male', age: 40 })
      .where('id', '=', man.id)
      .execute();
    const manActor = { ...man, gender: 'male' as const, age: 40 };
    expect((await as(manActor).privateChats.create({ userId: owner.id })).otherUser.id).toBe(owner.id);
    const { requestId } = await as(viewer).friends.send({ userId: owner.id });
    await as(owner).friends.respond({ requestId: String(requestId), action: 'accept' });
    expect((await as(viewer).privateChats.create({ userId: owner.id })).otherUser.id).toBe(owner.id);
  });

  it('contact filters refuse a minimum above the maximum and keep the stored ones', async () => {
    const owner = await makeMember(bed.t.deps, 'flt');
    expect(
      await rejection(as(owner).filters.update({ genderPreference: 'all', ageMin: 40, ageMax: 30 })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: TEXT.social.ageMinAboveMax,
    });
    expect(await as(owner).filters.get()).toEqual({ genderPreference: 'all', ageMin: 18, ageMax: 99 });
  });

  it('registration gives no one a privacy row until they save one', async () => {
    const user = await callerFor(bed.t.deps, null).caller.auth.register(registration(uniqueName('reg')));
    const rows = await bed.t.deps.db
      .selectFrom('userPrivacySettings')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
