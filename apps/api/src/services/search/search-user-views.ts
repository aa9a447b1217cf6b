import type { TUserSearchResult } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { visibleFieldsOf } from '../policy/can';
import { relationsTo } from '../policy/relation';

type Found = Omit<TUserSearchResult, 'primaryPhoto'>;

/**
 * Members found by a search as the viewer may see them: bio and photo only where the
 * member's privacy lets this viewer see them (policy/can.ts). Relations and photos load in
 * one query each.
 */
export async function searchUserViews(
  deps: AppDeps,
  viewer: Actor,
  found: Found[],
): Promise<Map<string, TUserSearchResult>> {
  const ids = [...new Set(found.map((f) => f.id))];
  const [relations, photos] = await Promise.all([
    relationsTo(deps, viewer, ids),
    usersQueries.primaryPhotoUrls(deps.db, ids),
  ]);
  const views = new Map<string, TUserSearchResult>();
  for (const user of found) {
    const relation = relations.get(user.id);
    if (!relation) continue;
    const shown = visibleFieldsOf(relation);
    const photoUrl = shown.photos ? photos.get(user.id) : undefined;
    views.set(user.id, {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      gender: user.gender,
      bio: shown.bio ? user.bio : null,
      primaryPhoto: photoUrl ? { photoUrl } : null,
    });
  }
  return views;
}
