import type { FastifyInstance } from 'fastify';
import { sendMessage } from '../src/services/messages/send-message';
import { addProfilePhoto } from '../src/services/photos/add-profile-photo';
import { createPrivateChat } from '../src/services/private-chats/create-private-chat';
import {
  adminMember,
  blockedBy,
  friendOf,
  notificationOf,
  pendingDirectUpload,
  pendingFriendRequest,
  pendingReport,
  pushSubscriptionOf,
  readyPhoto,
  storedPushSubscription,
  unusedUploadPath,
} from './authorization-things';
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
  /** A member with the admin role: the one whose own call an admin entry's is. */
  admin: LiveMember;
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
  /** A JPEG as a browser uploads one. */
  photo: Buffer;
  /** A pending friend request from the victim to the third member. */
  friendRequest: string;
  /** A friend of the victim's (their id). */
  friend: string;
  /** A member the victim has blocked (their id). */
  blocked: string;
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

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const deps = app.deps;
  const [victim, attacker, third] = [await liveMember(app), await liveMember(app), await liveMember(app)];
  const photo = await jpegBytes();
  const privateRoom = await freshRoom(deps, victim.actor, true);
  const publicRoom = await freshRoom(deps, victim.actor);
  const attackerRoom = await freshRoom(deps, attacker.actor);
  const chat = await createPrivateChat(deps, victim.actor, { userId: third.id });
  const victimMessage = await sendMessage(deps, victim.actor, {
    roomId: privateRoom,
    content: 'members only secret',
  });
  await sendMessage(deps, third.actor, { roomId: chat.room.id, content: 'between us secret' });

  const roomPhoto = await readyPhoto(app, victim, photo);
  await sendMessage(deps, victim.actor, {
    roomId: privateRoom,
    messageType: 'photo',
    photoUrl: roomPhoto.photoUrl,
    photoFileName: 'holiday.jpg',
  });
  const primary = await addProfilePhoto(deps, victim.actor, {
    photoUrl: (await readyPhoto(app, victim, photo)).photoUrl,
  });
  const other = await addProfilePhoto(deps, victim.actor, {
    photoUrl: (await readyPhoto(app, victim, photo)).photoUrl,
  });
  const admin = await adminMember(app);
  return {
    victim,
    attacker,
    third,
    admin,
    privateRoom,
    publicRoom,
    attackerRoom,
    revocable: await freshRoom(deps, victim.actor, true),
    directChat: chat.room.id,
    primaryProfilePhoto: primary.id,
    otherProfilePhoto: other.id,
    readyPhotoUrl: (await readyPhoto(app, victim, photo)).photoUrl,
    roomPhotoId: roomPhoto.id,
    pendingPhotoId: await pendingDirectUpload(deps, victim, photo),
    uploadPath: await unusedUploadPath(deps, victim),
    photo,
    friendRequest: await pendingFriendRequest(deps, victim, third),
    friend: await friendOf(app, victim),
    blocked: await blockedBy(app, victim),
    notification: await notificationOf(deps, victim),
    adminId: admin.id,
    victimMessage: victimMessage.id,
    report: await pendingReport(deps, third, victim),
    pushSubscription: await storedPushSubscription(deps, victim, 'victim'),
  };
}

/** Every topic an effect of a refused call could show on. */
export function worldRooms(w: World): string[] {
  return [w.privateRoom, w.publicRoom, w.attackerRoom, w.revocable, w.directChat];
}

export function worldMembers(w: World): string[] {
  return [w.victim.id, w.attacker.id, w.third.id];
}

/** A browser's subscription as the web app sends it, the attacker's own. */
export const MATRIX_PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
  keys: { p256dh: pushSubscriptionOf('matrix').p256dh, auth: pushSubscriptionOf('matrix').auth },
};
