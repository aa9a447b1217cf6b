import type { TPublicUser } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { hiddenByBlock } from './can';
import { projectUser, type ShownUser } from './project-user';
import { relationsTo } from './relation';

/**
 * Many members as the viewer sees them, their relations loaded in one query. Members across
 * a block either way are left out: a block hides the two from each other everywhere.
 */
export async function projectUsersFor<T extends ShownUser & { primaryPhotoUrl: string | null }>(
  deps: AppDeps,
  viewer: Actor,
  users: readonly T[],
): Promise<Map<string, TPublicUser>> {
  const relations = await relationsTo(
    deps,
    viewer,
    users.map((u) => u.id),
  );
  const shown = new Map<string, TPublicUser>();
  for (const user of users) {
    const relation = relations.get(user.id);
    if (relation && !hiddenByBlock(relation))
      shown.set(user.id, projectUser(relation, user, user.primaryPhotoUrl));
  }
  return shown;
}
