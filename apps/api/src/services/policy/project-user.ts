import type { TPublicUser } from '@nahbar/contracts';
import type { User } from '@nahbar/db';
import { visibleFieldsOf } from './can';
import type { Relation } from './relation';

export type ShownUser = Pick<
  User,
  'id' | 'username' | 'displayName' | 'gender' | 'age' | 'location' | 'avatar' | 'bio' | 'role' | 'isOnline'
>;

/**
 * What one member sees of another: every field the member's privacy settings and the
 * relation between the two allow, the rest null (the contracts' nullable fields) and
 * `isOnline` false. The one projection for every path that shows a member to someone else.
 */
export function projectUser(r: Relation, user: ShownUser, primaryPhotoUrl: string | null): TPublicUser {
  const shown = visibleFieldsOf(r);
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    gender: user.gender,
    age: shown.age ? user.age : null,
    location: shown.location ? user.location : null,
    avatar: shown.photos ? user.avatar : null,
    bio: shown.bio ? user.bio : null,
    role: user.role,
    isOnline: shown.online && user.isOnline,
    primaryPhoto: shown.photos && primaryPhotoUrl ? { photoUrl: primaryPhotoUrl } : null,
  };
}
