import { type TUnread, UNREAD_COUNT_CAP, type UserEvent, userTopic, ZMarkReadInput } from '@nahbar/contracts';
import { roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { hiddenSendersFor } from '../policy/hidden-senders';
import { announceReadReceipt, readersBeforeMark } from './read-receipts';

/** What arrived in the member's rooms and chats since they last read them (senders across a block left out). */
export async function unreadOf(deps: AppDeps, actor: Actor): Promise<TUnread[]> {
  const hidden = await hiddenSendersFor(deps, actor);
  return roomMembersQueries.unreadFor(deps.db, actor.id, [...hidden], UNREAD_COUNT_CAP);
}

/**
 * Moves the member's read position in a room forward (never back), and tells their other tabs
 * so those clear the badge too; in a private chat, the other member hears of it when both have
 * read receipts on (read-receipts.ts). Not a member: the room is not found.
 */
export async function markRoomRead(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ lastReadSequence: number }> {
  const { roomId, sequenceId } = parseInput(ZMarkReadInput, rawInput);
  await deps.limits.hit('notifications', actor.id);
  const before = await readersBeforeMark(deps, actor, roomId);
  const lastReadSequence = await roomMembersQueries.markRead(deps.db, roomId, actor.id, sequenceId);
  if (lastReadSequence === undefined) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const event: UserEvent = { type: 'room_read', roomId, lastReadSequence };
  await Promise.all([
    deps.bus.publish(userTopic(actor.id), event),
    announceReadReceipt(deps, actor, roomId, before, lastReadSequence),
  ]);
  return { lastReadSequence };
}
