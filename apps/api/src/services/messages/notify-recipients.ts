import type { TMessage } from '@nahbar/contracts';
import { notificationsQueries, roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { notify } from '../notifications/notify';

interface SentTo {
  id: string;
  name: string;
  isDirect: boolean;
}

/**
 * Who a new message notifies: each member it mentions (stored mentions already passed the
 * policy: no blocks, `allowMentions`), unless they set the room to nothing; and in a private
 * chat, the other member while they are not looking at it, if they want every message there.
 */
export async function notifyRecipients(deps: AppDeps, actor: Actor, room: SentTo, message: TMessage) {
  await notifyMentions(deps, actor, room, message, message.mentionedUserIds);
  if (room.isDirect) await notifyPrivateMessage(deps, actor, room, message);
}

/**
 * Tells each of `userIds` (stored mentions of `message`) that it mentions them: all of a new
 * message's, and of an edit only the members it mentions for the first time.
 */
export async function notifyMentions(
  deps: AppDeps,
  actor: Actor,
  room: SentTo,
  message: TMessage,
  userIds: readonly string[],
) {
  const mentioned = userIds.filter((id) => id !== actor.id);
  if (mentioned.length === 0) return;
  const levels = await roomMembersQueries.notificationLevels(deps.db, room.id, mentioned);
  await Promise.all(
    mentioned
      .filter((userId) => levels.get(userId) !== 'nothing')
      .map((userId) => notifyMention(deps, actor, room, message, userId)),
  );
}

function notifyMention(deps: AppDeps, actor: Actor, room: SentTo, message: TMessage, userId: string) {
  return notify(
    deps,
    userId,
    'mention',
    (m) => ({
      title: m.notifications.mentionTitle,
      body: room.isDirect
        ? m.notifications.mentionInChatBody(actor.displayName)
        : m.notifications.mentionBody(actor.displayName, room.name),
    }),
    {
      roomId: room.id,
      ...(room.isDirect ? {} : { roomName: room.name }),
      fromUserId: actor.id,
      fromName: actor.displayName,
      messageId: message.id,
    },
  );
}

/**
 * 'New message from …' (no content: it may reach a lock screen through Web Push). One unread
 * notice per chat: the next comes once the member has read it, so a lively chat does not fill
 * the bell. A member with the chat open (present in it on any tab or device) is not told.
 */
async function notifyPrivateMessage(deps: AppDeps, actor: Actor, room: SentTo, message: TMessage) {
  const levels = await roomMembersQueries.notificationLevels(deps.db, room.id);
  const present = new Set(await deps.presence.online(room.id));
  for (const [userId, level] of levels) {
    if (userId === actor.id || level !== 'all') continue;
    if (message.mentionedUserIds.includes(userId) || present.has(userId)) continue;
    if (await notificationsQueries.hasUnreadAbout(deps.db, userId, 'private_message', room.id)) continue;
    await notify(
      deps,
      userId,
      'private_message',
      (m) => ({
        title: m.notifications.privateMessageTitle(actor.displayName),
        body: m.notifications.privateMessageBody,
      }),
      { roomId: room.id, fromUserId: actor.id, fromName: actor.displayName, messageId: message.id },
    );
  }
}
