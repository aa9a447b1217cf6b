import { pushSubscriptionsQueries, reportsQueries, usersQueries } from '@nahbar/db';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../src/deps';
import { incomingKey } from '../src/photos/photo-keys';
import { sendFriendRequest } from '../src/services/friends/send-friend-request';
import { sendMessage } from '../src/services/messages/send-message';
import { notify } from '../src/services/notifications/notify';
import { addProfilePhoto } from '../src/services/photos/add-profile-photo';
import { createUploadUrl } from '../src/services/photos/create-upload-url';
import { createPrivateChat } from '../src/services/private-chats/create-private-chat';
import { ORIGIN } from './harness';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';
import { jpegBytes } from './photo-fixtures';

/**
 * What the authorisation matrix acts on: a victim with things of their own (rooms, a private
 * chat with a third member, photos in every state), and an attacker who is signed in too
 * but has no share in any of them.
 */
export interface World {
  victim: LiveMember;
  attacker: LiveMember;
  third: LiveMember;
  /** The victim's private room, with a text and a photo message in it. */
  privateRoom: string;
  /** A public room of the victim's that the attacker may read but has never joined. */
  publicRoom: string;
  /** The attacker's own public room. */
  attackerRoom: string;
  /** A private room of the victim's that the attacker is let into only for a moment. */
  revocable: string;
  /** The private chat of the victim and the third member. */
  directChat: string;
  /** The victim's profile photos (user_photos ids): the primary one and another. */
  primaryProfilePhoto: string;
  otherProfilePhoto: string;
  /** The lasting URL of a ready photo of the victim's that is not in their profile. */
  readyPhotoUrl: string;
  /** A photo id of the victim's posted in the private room. */
  roomPhotoId: string;
  /** A direct upload of the victim's: bytes stored, not yet processed. */
  pendingPhotoId: string;
  /** The path of a one-time upload URL of the victim's, not yet used. */
  uploadPath: string;
  /** A pending friend request from the victim to the third member. */
  friendRequest: string;
  /** An unread notification of the victim's. */
  notification: string;
  /** A browser of the victim's that Web Push notifies (push_subscriptions id). */
  pushSubscription: string;
  /** A real admin's id: naming it as `adminUserId` must grant the attacker nothing. */
  adminId: string;
  /** A pending report of the third member's about the victim. */
  report: string;
  /** A message of the victim's in their private room. */
  victimMessage: string;
}

/** A photo of `member`'s, uploaded through its one-time URL and processed. */
async function readyPhoto(
  app: FastifyInstance,
  member: LiveMember,
): Promise<{ id: string; photoUrl: string }> {
  const ticket = await createUploadUrl(app.deps, member.actor, { fileName: 'holiday.jpg' });
  const res = await app.inject({
    method: 'PUT',
    url: ticket.uploadURL,
    headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'image/jpeg' },
    payload: await jpegBytes(),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return { id: ticket.photoId, photoUrl: ticket.photoUrl };
}

/** An upload whose bytes arrived in the store directly (as with S3) and wait to be processed. */
async function pendingDirectUpload(deps: AppDeps, member: LiveMember): Promise<string> {
  const ticket = await createUploadUrl(deps, member.actor, { fileName: 'pending.jpg' });
  await deps.photos.put(incomingKey(ticket.photoId), await jpegBytes(), 'image/jpeg');
  return ticket.photoId;
}

async function pendingFriendRequest(deps: AppDeps, from: LiveMember, to: LiveMember): Promise<string> {
  const { requestId } = await sendFriendRequest(deps, from.actor, { userId: to.id });
  if (!requestId) throw new Error('no friend request stored');
  return requestId;
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const deps = app.deps;
  const [victim, attacker, third] = [await liveMember(app), await liveMember(app), await liveMember(app)];
  const privateRoom = await freshRoom(deps, victim.actor, true);
  const publicRoom = await freshRoom(deps, victim.actor);
  const attackerRoom = await freshRoom(deps, attacker.actor);
  const chat = await createPrivateChat(deps, victim.actor, { userId: third.id });
  const victimMessage = await sendMessage(deps, victim.actor, {
    roomId: privateRoom,
    content: 'members only secret',
  });
  await sendMessage(deps, third.actor, { roomId: chat.room.id, content: 'between us secret' });

  const roomPhoto = await readyPhoto(app, victim);
  await sendMessage(deps, victim.actor, {
    roomId: privateRoom,
    messageType: 'photo',
    photoUrl: roomPhoto.photoUrl,
    photoFileName: 'holiday.jpg',
  });
  const primary = await addProfilePhoto(deps, victim.actor, {
    photoUrl: (await readyPhoto(app, victim)).photoUrl,
  });
  const other = await addProfilePhoto(deps, victim.actor, {
    photoUrl: (await readyPhoto(app, victim)).photoUrl,
  });
  const unused = await createUploadUrl(deps, victim.actor, { fileName: 'later.jpg' });
  return {
    victim,
    attacker,
    third,
    privateRoom,
    publicRoom,
    attackerRoom,
    revocable: await freshRoom(deps, victim.actor, true),
    directChat: chat.room.id,
    primaryProfilePhoto: primary.id,
    otherProfilePhoto: other.id,
    readyPhotoUrl: (await readyPhoto(app, victim)).photoUrl,
    roomPhotoId: roomPhoto.id,
    pendingPhotoId: await pendingDirectUpload(deps, victim),
    uploadPath: unused.uploadURL,
    friendRequest: await pendingFriendRequest(deps, victim, third),
    notification: await victimNotification(deps, victim),
    adminId: await adminMember(app),
    victimMessage: victimMessage.id,
    report: (
      await reportsQueries.insert(deps.db, third.id, victim.id, {
        reason: 'spam',
        description: 'matrix report',
        messageId: null,
      })
    ).id,
    pushSubscription: await victimPushSubscription(deps, victim),
  };
}

async function victimPushSubscription(deps: AppDeps, victim: LiveMember): Promise<string> {
  const row = await pushSubscriptionsQueries.upsertOwn(deps.db, {
    userId: victim.id,
    ...pushSubscriptionOf('victim'),
    userAgent: '',
    sessionId: victim.cookie.split('=')[1] ?? '',
  });
  if (!row) throw new Error('the victim’s push subscription was not stored');
  return row.id;
}

/** Every topic an effect of a refused call could show on. */
export function worldRooms(w: World): string[] {
  return [w.privateRoom, w.publicRoom, w.attackerRoom, w.revocable, w.directChat];
}

export function worldMembers(w: World): string[] {
  return [w.victim.id, w.attacker.id, w.third.id];
}

/** A subscription as a browser would send it, at Chrome's push service. */
export function pushSubscriptionOf(name: string) {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
}

/** A member with the admin role, as `pnpm admin:grant` makes one. */
async function adminMember(app: FastifyInstance): Promise<string> {
  const admin = await liveMember(app);
  await usersQueries.setRole(app.deps.db, admin.actor.username, 'admin');
  return admin.id;
}

/** A browser's subscription as the web app sends it, the attacker's own. */
export const MATRIX_PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
  keys: { p256dh: pushSubscriptionOf('matrix').p256dh, auth: pushSubscriptionOf('matrix').auth },
};

/** A notification of `member`'s, as a moderator's notice would make one. */
async function victimNotification(deps: AppDeps, member: LiveMember): Promise<string> {
  const made = await notify(deps, member.id, 'system', () => ({ title: 'Notice', body: null }));
  if (!made) throw new Error('the notification was not made');
  return made.id;
}
