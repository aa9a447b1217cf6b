import type { Actor, AppDeps } from '../../deps';

/**
 * Whether `viewer` may see `ownerId`'s profile photos. The owner's privacy setting
 * `showPhotosToStrangers` plugs in here once friendships decide who is a stranger; until
 * then every signed-in member may, except someone the owner has blocked.
 */
export async function profilePhotosVisibleTo(
  deps: AppDeps,
  viewer: Actor,
  ownerId: string,
): Promise<boolean> {
  if (viewer.id === ownerId) return true;
  const block = await deps.db
    .selectFrom('blockedUsers')
    .select('id')
    .where('blockerId', '=', ownerId)
    .where('blockedId', '=', viewer.id)
    .executeTakeFirst();
  return block === undefined;
}
