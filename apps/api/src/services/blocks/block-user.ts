import { type TBlockedUser, ZBlockByUsernameInput, ZBlockInput } from '@nahbar/contracts';
import { blocksQueries, friendsQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { announceRelationChange } from '../policy/announce-relation-change';
import { closeChatsBetween } from './close-chats-between';
import { toBlockedUserDto } from './to-blocked-user-dto';

/**
 * Blocks a member (accounts spec §4, chat spec §5). Besides the block itself: a friendship and
 * pending requests between the two end, and an open private chat between them is closed (the
 * other side gets the closure event). Both sides are told, so lists, panels and live readers
 * drop each other at once. Blocking someone already blocked is a 409 and changes nothing.
 */
export async function blockUser(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TBlockedUser> {
  const { userId, reason } = parseInput(ZBlockInput, rawInput);
  return block(deps, actor, userId, reason ?? null);
}

/** Blocks by username, from the settings' Blocked tab (accounts spec §2). */
export async function blockByUsername(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TBlockedUser> {
  const { username, reason } = parseInput(ZBlockByUsernameInput, rawInput);
  const user = await usersQueries.findByUsername(deps.db, username);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  return block(deps, actor, user.id, reason ?? null);
}

async function block(
  deps: AppDeps,
  actor: Actor,
  userId: string,
  reason: string | null,
): Promise<TBlockedUser> {
  if (userId === actor.id) throw new AppError('BAD_REQUEST', 'social.cannotBlockYourself');
  await deps.limits.hit('blocks', actor.id);
  if (!(await usersQueries.findById(deps.db, userId))) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const stored = await deps.db.transaction().execute(async (trx) => {
    const row = await blocksQueries.insert(trx, actor.id, userId, reason);
    if (!row) return undefined;
    await friendsQueries.deleteFriendship(trx, actor.id, userId);
    await friendsQueries.cancelPendingBetween(trx, actor.id, userId, new Date());
    return row;
  });
  if (!stored) throw new AppError('CONFLICT', 'social.alreadyBlocked');
  await closeChatsBetween(deps, actor, userId);
  await announceRelationChange(deps, actor.id, userId);
  const entry = await blocksQueries.find(deps.db, actor.id, userId);
  if (!entry) throw new AppError('CONFLICT', 'social.notBlocked');
  return toBlockedUserDto(entry);
}
