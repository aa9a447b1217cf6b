import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

/** Room invites pass the DM gate (policy/can.ts canInvite): a room of two is a private chat. */
describe.each(testDatabaseKinds())('room invites and the DM gate on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const refused = { code: 'FORBIDDEN', message: TEXT.chat.userNotAcceptingChats };

  const privateRoomOf = async (owner: Actor) =>
    (await as(owner).rooms.create({ name: uniqueName('Gate'), isPrivate: true })).id;
  const memberIds = async (owner: Actor, roomId: string) => (await as(owner).rooms.get({ roomId })).memberIds;

  it('refuses an invitee who accepts private chats from nobody, with the private chat’s answer', async () => {
    const owner = await makeMember(t.deps, 'gate');
    const invitee = await makeMember(t.deps, 'nobody');
    const room = await privateRoomOf(owner);
    await as(invitee).privacy.update({ allowDirectMessages: 'nobody' });
    expect(await trpcError(as(owner).rooms.invite({ roomId: room, userId: invitee.id }))).toMatchObject(
      refused,
    );
    expect(await memberIds(owner, room)).toEqual([owner.id]);
  });

  it('refuses an invitee whose contact filters refuse the inviter', async () => {
    const owner = await makeMember(t.deps, 'gate');
    const invitee = await makeMember(t.deps, 'filters');
    const room = await privateRoomOf(owner);
    // Members registered in tests are 29-year-old women: both filters refuse them.
    await as(invitee).filters.update({ genderPreference: 'male', ageMin: 18, ageMax: 99 });
    expect(await trpcError(as(owner).rooms.invite({ roomId: room, userId: invitee.id }))).toMatchObject(
      refused,
    );
    await as(invitee).filters.update({ genderPreference: 'all', ageMin: 35, ageMax: 50 });
    expect(await trpcError(as(owner).rooms.invite({ roomId: room, userId: invitee.id }))).toMatchObject(
      refused,
    );
    await as(invitee).privacy.update({ allowDirectMessages: 'friends' });
    expect(await trpcError(as(owner).rooms.invite({ roomId: room, userId: invitee.id }))).toMatchObject(
      refused,
    );
    expect(await memberIds(owner, room)).toEqual([owner.id]);
  });

  it('lets a friend in past the filters and a friends-only setting', async () => {
    const owner = await makeMember(t.deps, 'gate');
    const friend = await makeMember(t.deps, 'friend');
    const room = await privateRoomOf(owner);
    await as(friend).filters.update({ genderPreference: 'male', ageMin: 35, ageMax: 50 });
    await as(friend).privacy.update({ allowDirectMessages: 'friends' });
    const { requestId } = await as(owner).friends.send({ userId: friend.id });
    await as(friend).friends.respond({ requestId: String(requestId), action: 'accept' });
    const invited = await as(owner).rooms.invite({ roomId: room, userId: friend.id });
    expect(invited.memberIds).toEqual([owner.id, friend.id]);
  });

  it('refuses an invitee who blocked the inviter as a private chat would', async () => {
    const owner = await makeMember(t.deps, 'gate');
    const blocker = await makeMember(t.deps, 'blocker');
    const room = await privateRoomOf(owner);
    await as(blocker).blocks.block({ userId: owner.id });
    expect(await trpcError(as(owner).rooms.invite({ roomId: room, userId: blocker.id }))).toMatchObject(
      refused,
    );
  });

  it('refuses every invite of a muted creator with the muted text', async () => {
    const owner = await makeMember(t.deps, 'muted');
    const room = await privateRoomOf(owner);
    await t.deps.db
      .updateTable('users')
      .set({ isMuted: true, mutedUntil: null })
      .where('id', '=', owner.id)
      .execute();
    const error = await trpcError(as(owner).rooms.invite({ roomId: room, userId: t.bob.id }));
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: TEXT.admin.muted });
    expect(await memberIds(owner, room)).toEqual([owner.id]);
  });
});
