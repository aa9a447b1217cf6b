import { sendMessage } from '../src/services/messages/send-message';
import { addProfilePhoto } from '../src/services/photos/add-profile-photo';
import { createPrivateChat } from '../src/services/private-chats/create-private-chat';
import type { Fresh } from './authorization-matrix';
import {
  blockedBy,
  friendOf,
  notificationOf,
  pendingDirectUpload,
  pendingFriendRequest,
  pendingReport,
  readyPhoto,
  storedPushSubscription,
  unusedUploadPath,
} from './authorization-things';
import { freshRoom, liveMember } from './live-fixtures';

/**
 * Fresh things for own calls that use theirs up: each stands in for the world's in the call
 * (authorization-matrix.ts, `Fresh`). None of them is watched by the refusal checks.
 */

/** A new victim: for calls that sign out, end sessions, ban or delete the caller. */
export const freshVictim: Fresh = async (app) => ({ victim: await liveMember(app) });

/** A new third member: for calls that befriend or block them. */
export const freshThird: Fresh = async (app) => ({ third: await liveMember(app) });

export const freshPrivateRoom: Fresh = async (app, w) => ({
  privateRoom: await freshRoom(app.deps, w.victim.actor, true),
});

export const freshPublicRoom: Fresh = async (app, w) => ({
  publicRoom: await freshRoom(app.deps, w.victim.actor),
});

/** A private chat of the victim's with a new member (one pair has one chat). */
export const freshDirectChat: Fresh = async (app, w) => {
  const third = await liveMember(app);
  const chat = await createPrivateChat(app.deps, w.victim.actor, { userId: third.id });
  return { third, directChat: chat.room.id };
};

export const freshPendingPhoto: Fresh = async (app, w) => ({
  pendingPhotoId: await pendingDirectUpload(app.deps, w.victim, w.photo),
});

export const freshReadyPhoto: Fresh = async (app, w) => ({
  readyPhotoUrl: (await readyPhoto(app, w.victim, w.photo)).photoUrl,
});

export const freshUploadPath: Fresh = async (app, w) => ({
  uploadPath: await unusedUploadPath(app.deps, w.victim),
});

/** A new victim with a primary profile photo and another. */
export const freshProfilePhotos: Fresh = async (app, w) => {
  const victim = await liveMember(app);
  const add = async () =>
    (
      await addProfilePhoto(app.deps, victim.actor, {
        photoUrl: (await readyPhoto(app, victim, w.photo)).photoUrl,
      })
    ).id;
  return { victim, primaryProfilePhoto: await add(), otherProfilePhoto: await add() };
};

/** A pending request from the victim to a new member (one pair has one request). */
export const freshFriendRequest: Fresh = async (app, w) => {
  const third = await liveMember(app);
  return { third, friendRequest: await pendingFriendRequest(app.deps, w.victim, third) };
};

export const freshFriend: Fresh = async (app, w) => ({ friend: await friendOf(app, w.victim) });

export const freshBlocked: Fresh = async (app, w) => ({ blocked: await blockedBy(app, w.victim) });

export const freshNotification: Fresh = async (app, w) => ({
  notification: await notificationOf(app.deps, w.victim),
});

let browsers = 0;

export const freshPushSubscription: Fresh = async (app, w) => {
  browsers += 1;
  return { pushSubscription: await storedPushSubscription(app.deps, w.victim, `fresh-${browsers}`) };
};

export const freshReport: Fresh = async (app, w) => ({
  report: await pendingReport(app.deps, w.third, w.victim),
});

export const freshMessage: Fresh = async (app, w) => {
  const privateRoom = await freshRoom(app.deps, w.victim.actor, true);
  const message = await sendMessage(app.deps, w.victim.actor, { roomId: privateRoom, content: 'to go' });
  return { privateRoom, victimMessage: message.id };
};
