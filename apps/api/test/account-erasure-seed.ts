import { expect } from 'vitest';
import { banMember, warnMember } from '../src/services/admin/moderate';
import { sendFriendRequest } from '../src/services/friends/send-friend-request';
import { sendMessage } from '../src/services/messages/send-message';
import { createPrivateChat } from '../src/services/private-chats/create-private-chat';
import { createReport } from '../src/services/reports/create-report';
import { createRoom } from '../src/services/rooms/create-room';
import { joinRoom } from '../src/services/rooms/join-room';
import { ORIGIN } from './harness';
import { outbox, tokenOf } from './mail-fixtures';
import { type Member, member, type PhotoTestApp, upload } from './photo-app';
import { jpegBytes } from './photo-fixtures';
import { browserKeys } from './push-service-stand-in';

/** What other members keep saying and doing with or about the member who leaves. */
export const WORDS = {
  mention: 'See you there, friend',
  otherSide: 'The other side stays',
} as const;

export type ErasureSeed = Awaited<ReturnType<typeof seedErasure>>;

/**
 * A member with a marker in every field and table they reach, and around them: a friend who
 * keeps talking and mentions them, rooms they created (one private that nobody else is in, one
 * that others joined), an admin whose reasons name them, a search of theirs and a browser that
 * Web Push reaches.
 */
export async function seedErasure(t: PhotoTestApp, marker: string, pushOrigin: string) {
  const gone = await member(t);
  const other = await member(t);
  const third = await member(t);
  const admin = await promoted(t, await member(t));
  const deps = t.deps;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: gone.cookie },
      ...(payload ? { payload } : {}),
    });
  await call('PUT', `/api/users/${gone.user.id}/profile`, {
    displayName: `Name ${marker}`,
    bio: `Bio ${marker}`,
    location: 'Hamburg',
  });
  const goneNow = { ...gone.user, displayName: `Name ${marker}` };
  await call('PUT', `/api/users/${gone.user.id}/privacy-settings`, { showAge: false });
  await call('PUT', `/api/users/${gone.user.id}/cookie-consent`, {
    necessary: true,
    functional: true,
    analytics: false,
    marketing: false,
  });
  const photo = await upload(t, gone, await jpegBytes(), `${marker}.jpg`, 'image/jpeg');
  const added = await call('POST', `/api/users/${gone.user.id}/photos`, {
    photoUrl: photo.ticket.uploadURL,
    fileName: `${marker}.jpg`,
  });
  expect(added.statusCode).toBe(201);
  const pushed = await call('POST', `/api/users/${gone.user.id}/push-subscriptions`, {
    endpoint: `${pushOrigin}/push/${marker}`,
    keys: browserKeys().json,
  });
  expect(pushed.statusCode).toBe(201);
  // An address verified, another waiting for its link, a reset link asked for: mails, tokens, devices.
  const setEmail = (email: string) =>
    call('PUT', `/api/users/${gone.user.id}/email`, { email, password: 'secret123' });
  expect((await setEmail(`${marker}@example.org`)).statusCode).toBe(200);
  const [link] = await outbox(deps, { userId: gone.user.id, kind: 'verifyEmail' });
  expect((await call('POST', '/api/auth/verify-email', { token: tokenOf(link) })).statusCode).toBe(200);
  expect((await setEmail(`waiting.${marker}@example.org`)).statusCode).toBe(200);
  const forgot = await call('POST', '/api/auth/forgot-password', { login: `${marker}@example.org` });
  expect(forgot.statusCode).toBe(200);
  expect(await outbox(deps, { userId: gone.user.id, kind: 'passwordReset' })).toHaveLength(1);

  const room = await createRoom(deps, other.user, { name: `Room of ${Date.now()}` });
  await sendMessage(deps, gone.user, { roomId: room.id, content: `Public ${marker}` });
  const mention = await sendMessage(deps, other.user, {
    roomId: room.id,
    content: WORDS.mention,
    mentionedUserIds: [gone.user.id],
  });
  expect(mention.mentionedUserIds).toEqual([gone.user.id]);
  const chat = await createPrivateChat(deps, gone.user, { userId: other.user.id });
  await sendMessage(deps, gone.user, { roomId: chat.room.id, content: `Private ${marker}` });
  await sendMessage(deps, other.user, { roomId: chat.room.id, content: WORDS.otherSide });

  const den = await createRoom(deps, gone.user, {
    name: `Den ${marker}`,
    description: `Plans ${marker}`,
    isPrivate: true,
  });
  await sendMessage(deps, gone.user, { roomId: den.id, content: 'Notes to self' });
  const hall = await createRoom(deps, gone.user, { name: `Hall ${Date.now()}`, description: 'Open to all' });
  await joinRoom(deps, other.user, { roomId: hall.id });
  await joinRoom(deps, third.user, { roomId: hall.id });

  await sendFriendRequest(deps, gone.user, { userId: other.user.id });
  await createReport(deps, gone.user, {
    userId: other.user.id,
    reason: 'spam',
    description: `Filed ${marker}`,
  });
  await createReport(deps, other.user, {
    userId: gone.user.id,
    reason: 'harassment',
    description: `About ${marker}`,
    attachEvidence: true,
  });
  await createReport(deps, third.user, {
    userId: other.user.id,
    reason: 'harassment',
    description: `Ganging up with ${gone.user.username}`,
  });
  await deps.db
    .insertInto('notifications')
    .values({ userId: gone.user.id, type: 'system', title: `Note ${marker}`, body: marker, data: null })
    .execute();
  await deps.db
    .insertInto('blockedUsers')
    .values({ blockerId: other.user.id, blockedId: gone.user.id, reason: marker })
    .execute();

  // Moderation: about the member, and about others with the member named in the free texts.
  await warnMember(deps, admin, { userId: gone.user.id, reason: `Spam by ${gone.user.username}` });
  await warnMember(deps, admin, {
    userId: other.user.id,
    reason: `Quarrel with @${gone.user.username} (${goneNow.displayName})`,
    notes: `Ask ${gone.user.username.toUpperCase()} too`,
  });
  await banMember(deps, admin, { userId: third.user.id, reason: `Threatened ${goneNow.displayName}` });

  // A search of theirs, over REST and over tRPC's GET.
  const searchWord = `w${marker}`;
  expect((await call('GET', `/api/search/messages?q=${searchWord}`)).statusCode).toBe(200);
  const input = encodeURIComponent(JSON.stringify({ q: searchWord }));
  expect((await call('GET', `/trpc/search.users?input=${input}`)).statusCode).toBe(200);

  const photoKeys = (await deps.photos.list()).filter((key) => key.includes(photo.ticket.photoId));
  return { gone, other, third, admin, room, chat, den, hall, photoKeys, searchWord };
}

async function promoted(t: PhotoTestApp, who: Member) {
  await t.deps.db.updateTable('users').set({ role: 'admin' }).where('id', '=', who.user.id).execute();
  return { ...who.user, role: 'admin' as const };
}
