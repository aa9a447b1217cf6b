import { type TPublicProfile, ZUserIdInput } from '@nahbar/contracts';
import { userPhotosQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { toProfilePhotoDto } from '../photos/to-photo-dto';
import { canMessage, canSeeProfile, friendshipStatusOf, visibleFieldsOf } from '../policy/can';
import { projectUser } from '../policy/project-user';
import { relationTo } from '../policy/relation';

/**
 * The public profile page (accounts spec §2) as the viewer may see it: every field through the
 * policy. A member who blocked the viewer, or a banned one, is not found, as if removed
 * (policy/can.ts, canSeeProfile).
 */
export async function getPublicProfile(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TPublicProfile> {
  const { userId } = parseInput(ZUserIdInput, rawInput);
  await deps.limits.hit('profileViews', actor.id);
  const [user, relation] = await Promise.all([
    usersQueries.findById(deps.db, userId),
    relationTo(deps, actor, userId),
  ]);
  if (!user || !relation || !canSeeProfile(relation)) {
    throw new AppError('NOT_FOUND', 'chat.userNotFound');
  }
  const shown = visibleFieldsOf(relation);
  const photos = shown.photos ? await userPhotosQueries.listByUser(deps.db, userId) : [];
  const primary = photos.find((p) => p.isPrimary) ?? null;
  return {
    user: {
      ...projectUser(relation, user, primary?.photoUrl ?? null),
      lastSeen: shown.lastSeen && user.lastSeen ? user.lastSeen.toISOString() : null,
    },
    photos: photos.map(toProfilePhotoDto),
    isSelf: relation.self,
    friendshipStatus: relation.self ? 'none' : friendshipStatusOf(relation),
    blockedByMe: relation.viewerBlockedOther,
    canMessage: canMessage(relation).allow,
  };
}
