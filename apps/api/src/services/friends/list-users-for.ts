import type { TFriendListUser } from '@nahbar/contracts';
import { friendsQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { visibleFieldsOf } from '../policy/can';
import { relationsTo } from '../policy/relation';

/** Members as the viewer's friend and request lists show them, each seen through the policy. */
export async function listUsersFor(
  deps: AppDeps,
  viewer: Actor,
  ids: string[],
): Promise<Map<string, TFriendListUser>> {
  const [users, relations, photos] = await Promise.all([
    friendsQueries.listUsers(deps.db, ids),
    relationsTo(deps, viewer, ids),
    usersQueries.primaryPhotoUrls(deps.db, ids),
  ]);
  const shown = new Map<string, TFriendListUser>();
  for (const user of users) {
    const relation = relations.get(user.id);
    const fields = relation ? visibleFieldsOf(relation) : undefined;
    const photoUrl = fields?.photos ? photos.get(user.id) : undefined;
    shown.set(user.id, {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      gender: user.gender,
      primaryPhoto: photoUrl ? { photoUrl } : null,
      isOnline: Boolean(fields?.online) && user.isOnline,
    });
  }
  return shown;
}
