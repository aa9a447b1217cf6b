import {
  TEXT,
  type TPrivateChatCreated,
  type UserEvent,
  userTopic,
  ZCreatePrivateChatInput,
} from '@nahbar/contracts';
import { type Room, roomMembersQueries, roomsQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { toRoomDto } from '../rooms/to-room-dto';
import { assertMayChat } from './assert-may-chat';

/** The pair's key: one open chat per pair, whoever starts it. */
function directKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

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
  if (input.userId === actor.id) throw new AppError('BAD_REQUEST', TEXT.chat.cannotChatWithYourself);
  const other = await usersQueries.findById(deps.db, input.userId);
  if (!other) throw new AppError('NOT_FOUND', TEXT.chat.userNotFound);
  await assertMayChat(deps, actor, other.id);

  const key = directKey(actor.id, other.id);
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

  const dto = await toRoomDto(deps.db, room);
  const otherUser = dto.members.find((member) => member.id === other.id);
  const fromUser = dto.members.find((member) => member.id === actor.id);
  if (!otherUser || !fromUser) throw new AppError('INTERNAL', 'Private chat without its members');
  if (created) {
    const event: UserEvent = { type: 'private_chat_request', fromUser, roomId: room.id };
    await deps.bus.publish(userTopic(other.id), event);
  }
  return { room: dto, otherUser };
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
