import { REACTIONS_PER_MEMBER_MAX, ZReactionInput } from '@nahbar/contracts';
import { messageChangesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { canReactTo } from '../policy/message-verdicts';
import { requireRelation } from '../policy/require-relation';
import { assertNotMuted } from '../policy/standing';
import { publishReactionDelta } from './reaction-deltas';
import { readableMessage } from './readable-message';
import { assertWritable } from './writable-room';

/**
 * One member's reaction with one emoji to a message of a room they may read (and, in a private
 * chat, still write to): at most once per emoji, at most REACTIONS_PER_MEMBER_MAX emoji per
 * message, never across a block, never while muted. Readers get a small delta
 * (`reaction_changed`), never the message again, with the room's others of the moment
 * (reaction-deltas.ts). Adding one already there changes nothing.
 */
export async function addReaction(deps: AppDeps, actor: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZReactionInput, raw);
  await deps.limits.hit('reactions', actor.id);
  await assertNotMuted(deps, actor);
  const { message, room } = await readableMessage(deps, actor, input.messageId);
  const verdict = canReactTo(message, await requireRelation(deps, actor, message.userId));
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);
  await assertWritable(deps, actor, room);
  const own = await messageChangesQueries.countOwnReactions(deps.db, message.id, actor.id);
  if (own >= REACTIONS_PER_MEMBER_MAX) throw new AppError('CONFLICT', 'chat.tooManyReactions');
  const reaction = { messageId: message.id, userId: actor.id, emoji: input.emoji };
  if (await messageChangesQueries.addReaction(deps.db, reaction)) {
    await announce(deps, actor, message.roomId, reaction, true);
  }
  return { success: true };
}

/**
 * Takes one's reaction back. Allowed whatever has happened since (a block, a mute, a closed
 * chat): it only removes what the member put there. Taking back one not there changes nothing.
 */
export async function removeReaction(deps: AppDeps, actor: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZReactionInput, raw);
  await deps.limits.hit('reactions', actor.id);
  const { message } = await readableMessage(deps, actor, input.messageId);
  const reaction = { messageId: message.id, userId: actor.id, emoji: input.emoji };
  if (await messageChangesQueries.removeReaction(deps.db, reaction)) {
    await announce(deps, actor, message.roomId, reaction, false);
  }
  return { success: true };
}

function announce(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  reaction: { messageId: string; emoji: string },
  added: boolean,
) {
  return publishReactionDelta(deps.bus, {
    type: 'reaction_changed',
    roomId,
    messageId: reaction.messageId,
    emoji: reaction.emoji,
    userId: actor.id,
    displayName: actor.displayName,
    added,
  });
}
