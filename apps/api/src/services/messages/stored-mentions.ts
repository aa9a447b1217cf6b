import { roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { canMention } from '../policy/can';
import { relationsTo } from '../policy/relation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of the ids a client says its text mentions, those stored as mentions (highlighted, notified):
 * members of the room, not across a block either way, nor who turned `allowMentions` off
 * (policy/can.ts). The text stays as written. A send and an edit both ask here.
 */
export async function storedMentions(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  candidates: readonly string[],
): Promise<string[]> {
  const ids = await roomMembersQueries.mentionable(deps.db, roomId, [
    ...new Set(candidates.filter((id) => UUID.test(id))),
  ]);
  if (ids.length === 0) return ids;
  const relations = await relationsTo(deps, actor, ids);
  return ids.filter((id) => {
    const relation = relations.get(id);
    return relation !== undefined && canMention(relation);
  });
}
