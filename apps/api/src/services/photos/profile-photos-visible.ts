import type { Actor, AppDeps } from '../../deps';
import { visibleFieldsOf } from '../policy/can';
import { relationTo } from '../policy/relation';

/**
 * Whether `viewer` may see `ownerId`'s profile photos: as the policy says (a block either way
 * hides them; `showPhotosToStrangers` and profile visibility decide for everyone but friends).
 */
export async function profilePhotosVisibleTo(
  deps: AppDeps,
  viewer: Actor,
  ownerId: string,
): Promise<boolean> {
  if (viewer.id === ownerId) return true;
  const relation = await relationTo(deps, viewer, ownerId);
  return relation !== undefined && visibleFieldsOf(relation).photos;
}
