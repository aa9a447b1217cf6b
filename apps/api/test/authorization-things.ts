import { pushSubscriptionsQueries, reportsQueries, usersQueries } from '@nahbar/db';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../src/deps';
import { incomingKey } from '../src/photos/photo-keys';
import { blockUser } from '../src/services/blocks/block-user';
import { makeFriends } from '../src/services/friends/make-friends';
import { sendFriendRequest } from '../src/services/friends/send-friend-request';
import { notify } from '../src/services/notifications/notify';
import { createUploadUrl } from '../src/services/photos/create-upload-url';
import { ORIGIN } from './harness';
import { type LiveMember, liveMember } from './live-fixtures';

/** The things of a member's the authorisation matrix acts on, made as the app makes them. */

/** A photo of `member`'s, uploaded through its one-time URL and processed. */
export async function readyPhoto(
  app: FastifyInstance,
  member: LiveMember,
  bytes: Buffer,
): Promise<{ id: string; photoUrl: string }> {
  const ticket = await createUploadUrl(app.deps, member.actor, { fileName: 'holiday.jpg' });
  const res = await app.inject({
    method: 'PUT',
    url: ticket.uploadURL,
    headers: { origin: ORIGIN, cookie: member.cookie, 'content-type': 'image/jpeg' },
    payload: bytes,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return { id: ticket.photoId, photoUrl: ticket.photoUrl };
}

/** An upload whose bytes arrived in the store directly (as with S3) and wait to be processed. */
export async function pendingDirectUpload(deps: AppDeps, member: LiveMember, bytes: Buffer): Promise<string> {
  const ticket = await createUploadUrl(deps, member.actor, { fileName: 'pending.jpg' });
  await deps.photos.put(incomingKey(ticket.photoId), bytes, 'image/jpeg');
  return ticket.photoId;
}

/** The path of a one-time upload URL of `member`'s, not yet used. */
export async function unusedUploadPath(deps: AppDeps, member: LiveMember): Promise<string> {
  return (await createUploadUrl(deps, member.actor, { fileName: 'later.jpg' })).uploadURL;
}

export async function pendingFriendRequest(deps: AppDeps, from: LiveMember, to: LiveMember): Promise<string> {
  const { requestId } = await sendFriendRequest(deps, from.actor, { userId: to.id });
  if (!requestId) throw new Error('no friend request stored');
  return requestId;
}

/** A new member who is `member`'s friend (their id). */
export async function friendOf(app: FastifyInstance, member: LiveMember): Promise<string> {
  const friend = await liveMember(app);
  await makeFriends(app.deps, await pendingFriendRequest(app.deps, friend, member));
  return friend.id;
}

/** A new member whom `member` has blocked (their id). */
export async function blockedBy(app: FastifyInstance, member: LiveMember): Promise<string> {
  const blocked = await liveMember(app);
  await blockUser(app.deps, member.actor, { userId: blocked.id });
  return blocked.id;
}

/** A notification of `member`'s, as a moderator's notice would make one. */
export async function notificationOf(deps: AppDeps, member: LiveMember): Promise<string> {
  const made = await notify(deps, member.id, 'system', () => ({ title: 'Notice', body: null }));
  if (!made) throw new Error('the notification was not made');
  return made.id;
}

/** A subscription as a browser would send it, at Chrome's push service. */
export function pushSubscriptionOf(name: string) {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
}

/** A browser of `member`'s that Web Push notifies (push_subscriptions id), bound to their session. */
export async function storedPushSubscription(
  deps: AppDeps,
  member: LiveMember,
  name: string,
): Promise<string> {
  const row = await pushSubscriptionsQueries.upsertOwn(deps.db, {
    userId: member.id,
    ...pushSubscriptionOf(name),
    userAgent: '',
    sessionId: member.cookie.split('=')[1] ?? '',
  });
  if (!row) throw new Error(`the push subscription ${name} was not stored`);
  return row.id;
}

/** A pending report of `by`'s about `about`. */
export async function pendingReport(deps: AppDeps, by: LiveMember, about: LiveMember): Promise<string> {
  const report = await reportsQueries.insert(deps.db, by.id, about.id, {
    reason: 'spam',
    description: 'matrix report',
    messageId: null,
  });
  return report.id;
}

/** A member with the admin role, as `pnpm admin:grant` makes one. */
export async function adminMember(app: FastifyInstance): Promise<LiveMember> {
  const member = await liveMember(app);
  await usersQueries.setRole(app.deps.db, member.actor.username, 'admin');
  const actor = await usersQueries.findById(app.deps.db, member.id);
  if (!actor) throw new Error('the admin was not found');
  return { ...member, actor };
}
