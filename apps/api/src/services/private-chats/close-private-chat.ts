import { TEXT, type UserEvent, userTopic, ZClosePrivateChatInput } from '@nahbar/contracts';
import { roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';

/**
 * Closes a private chat for both participants (chat spec §4). The other one gets
 * `private_chat_closed` with the catalogue's notice; so does the closer, whose other tabs
 * must drop the chat too. Closing a closed chat again succeeds and announces nothing.
 */
export async function closePrivateChat(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ success: true }> {
  const { roomId } = parseInput(ZClosePrivateChatInput, rawInput);
  const room = await roomsQueries.findById(deps.db, roomId);
  if (!room?.isDirect) throw new AppError('NOT_FOUND', 'chat.privateChatNotFound');
  if (!(await roomMembersQueries.isMember(deps.db, room.id, actor.id))) {
    throw new AppError('FORBIDDEN', 'chat.notAMember');
  }
  if (await roomsQueries.closeDirect(deps.db, room.id, actor.id)) {
    const event: UserEvent = {
      type: 'private_chat_closed',
      closedBy: actor.id,
      roomId: room.id,
      message: TEXT.chat.privateChatClosedBy(actor.username),
    };
    const members = await roomMembersQueries.listMembers(deps.db, [room.id]);
    const others = members.filter((member) => member.id !== actor.id);
    for (const member of [...others, { id: actor.id }]) {
      await deps.bus.publish(userTopic(member.id), event);
    }
  }
  return { success: true };
}
