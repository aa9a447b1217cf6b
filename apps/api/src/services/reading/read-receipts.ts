import {
  DEFAULT_PRIVACY_SETTINGS,
  type TReadReceipt,
  type UserEvent,
  userTopic,
  ZReadReceiptInput,
} from '@nahbar/contracts';
import { type PrivateChatReaders, privacySettingsQueries, readReceiptsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { receiptsShared } from '../policy/read-receipts';
import { relationTo } from '../policy/relation';

/** Whether the actor and the other member of a private chat share read receipts now. */
async function sharedWith(deps: AppDeps, actor: Actor, otherId: string): Promise<boolean> {
  const [own, relation] = await Promise.all([
    privacySettingsQueries.find(deps.db, actor.id),
    relationTo(deps, actor, otherId),
  ]);
  return relation !== undefined && receiptsShared(own ?? DEFAULT_PRIVACY_SETTINGS, relation);
}

/**
 * The two readers of a private chat before the actor's read position moves; undefined for any
 * other room (groups have no receipts). markRoomRead asks this before it moves the position,
 * so that it can tell whether the position advanced.
 */
export function readersBeforeMark(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
): Promise<PrivateChatReaders | undefined> {
  return readReceiptsQueries.privateChatReaders(deps.db, roomId, actor.id);
}

/**
 * Tells the other member of a private chat that the actor read it up to `sequenceId`, when the
 * position advanced and both have receipts on (checked now, so a switch turned off or a block
 * stops the next receipt).
 */
export async function announceReadReceipt(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  before: PrivateChatReaders | undefined,
  sequenceId: number,
): Promise<void> {
  if (!before || sequenceId <= before.ownLastRead) return;
  if (!(await sharedWith(deps, actor, before.otherId))) return;
  const event: UserEvent = { type: 'read_receipt', roomId, userId: actor.id, sequenceId };
  await deps.bus.publish(userTopic(before.otherId), event);
}

/**
 * How far the other member of a private chat has read, for the chat as it opens; null unless
 * both have receipts on. Not a member, or not a private chat: the chat is not found.
 */
export async function getReadReceipt(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TReadReceipt> {
  const { roomId } = parseInput(ZReadReceiptInput, rawInput);
  await deps.limits.hit('notifications', actor.id);
  const readers = await readReceiptsQueries.privateChatReaders(deps.db, roomId, actor.id);
  if (!readers) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const shared = await sharedWith(deps, actor, readers.otherId);
  return { sequenceId: shared ? readers.otherLastRead : null };
}
