import {
  type TPrivateChatCreated,
  type UserEvent,
  userTopic,
  ZCreatePrivateChatInput,
} from '@nahbar/contracts';
import { type Room, roomMembersQueries, roomsQueries, type User, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { notify } from '../notifications/notify';
import { canMessage } from '../policy/can';
import { projectUser } from '../policy/project-user';
import { relationTo } from '../policy/relation';
import { assertNotMuted } from '../policy/standing';
import { toRoomDto } from '../rooms/to-room-dto';

/**
 * Opens a private chat between the actor and another member, or returns the pair's open
 * one. A new chat is announced to the other member with `private_chat_request`.
 */
export async function createPrivateChat(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TPrivateChatCreated> {
  const input = parseInput(ZCreatePrivateChatInput, rawInput);
  if (input.userId === actor.id) throw new AppError('BAD_REQUEST', 'chat.cannotChatWithYourself');
  await deps.limits.hit('privateChats', actor.id);
  await assertNotMuted(deps, actor);
  const other = await usersQueries.findById(deps.db, input.userId);
  const relation = other && (await relationTo(deps, actor, other.id));
  if (!other || !relation) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  // The DM gate: blocks, the member's allowDirectMessages and contact filters (policy/can.ts).
  const verdict = canMessage(relation);
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);

  const key = roomsQueries.directKeyOf(actor.id, other.id);
  let room = await roomsQueries.findOpenDirect(deps.db, key);
  let created = false;
  if (!room) {
    try {
      room = await insertChat(deps, key, actor, other.username);
      created = true;
    } catch (error) {
      // Both members opened the chat at once: the unique key kept one, use it.
      room = isUniqueViolation(error) ? await roomsQueries.findOpenDirect(deps.db, key) : undefined;
      if (!room) throw error;
    }
  }

  const dto = await toRoomDto(deps, actor, room);
  const otherUser = dto.members.find((member) => member.id === other.id);
  if (!otherUser)
    throw new AppError('INTERNAL', 'live.failed', { detail: 'Private chat without its members' });
  if (created) await announceChat(deps, actor, other, room.id);
  return { room: dto, otherUser };
}

/** Tells the other member of the new chat, showing the requester as the policy lets them see them. */
async function announceChat(deps: AppDeps, actor: Actor, other: User, roomId: string): Promise<void> {
  const [back, photo] = await Promise.all([
    relationTo(deps, other, actor.id),
    usersQueries.primaryPhotoUrl(deps.db, actor.id),
  ]);
  if (!back) return;
  const event: UserEvent = {
    type: 'private_chat_request',
    fromUser: projectUser(back, actor, photo),
    roomId,
  };
  await deps.bus.publish(userTopic(other.id), event);
  await notify(
    deps,
    other.id,
    'private_chat_request',
    (m) => ({
      title: m.notifications.privateChatTitle,
      body: m.notifications.privateChatBody(actor.displayName),
    }),
    { roomId, fromUserId: actor.id, fromName: actor.displayName },
  );
}

function insertChat(deps: AppDeps, key: string, actor: Actor, otherUsername: string): Promise<Room> {
  return deps.db.transaction().execute(async (trx) => {
    const room = await roomsQueries.insert(trx, {
      // Named for admin views and logs; clients show the other participant instead.
      name: `${actor.username} & ${otherUsername}`,
      description: null,
      isPrivate: true,
      isDirect: true,
      directKey: key,
      createdBy: actor.id,
    });
    const [first, second] = key.split(':');
    for (const userId of [first, second]) {
      if (userId) await roomMembersQueries.add(trx, room.id, userId);
    }
    return room;
  });
}
