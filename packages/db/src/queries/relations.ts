import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { UserPrivacySettingsTable, UsersTable } from '../schema';

type Executor = Pick<Db, 'selectFrom'>;

export type StoredPrivacy = Omit<Selectable<UserPrivacySettingsTable>, 'userId'>;

/** Everything that links the viewer to one other member, as stored. */
export interface RelationRow {
  otherId: string;
  viewerBlockedOther: boolean;
  otherBlockedViewer: boolean;
  friends: boolean;
  /** The pending request the viewer sent to the other, if any. */
  requestSentId: string | null;
  /** The pending request the other sent to the viewer, if any. */
  requestReceivedId: string | null;
  /** Null when the other never saved privacy settings (the defaults apply). */
  privacy: StoredPrivacy | null;
  other: Pick<
    Selectable<UsersTable>,
    'gender' | 'age' | 'genderPreference' | 'ageMin' | 'ageMax' | 'role' | 'isBanned'
  >;
}

/**
 * What links `viewerId` to each of `otherIds` (blocks both ways, friendship, pending requests,
 * the others' privacy settings and contact filters) in one query. Unknown ids are left out.
 */
export async function between(db: Executor, viewerId: string, otherIds: string[]): Promise<RelationRow[]> {
  if (otherIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('userPrivacySettings as p', 'p.userId', 'u.id')
    .select((eb) => [
      'u.id',
      'u.gender',
      'u.age',
      'u.genderPreference',
      'u.ageMin',
      'u.ageMax',
      'u.role',
      'u.isBanned',
      'p.userId as privacyUserId',
      'p.profileVisibility',
      'p.showOnlineStatus',
      'p.showLastSeen',
      'p.showAge',
      'p.showLocation',
      'p.showPhotosToStrangers',
      'p.discoverableInSearch',
      'p.allowMentions',
      'p.allowDirectMessages',
      'p.readReceipts',
      'p.blurStrangerPhotos',
      eb
        .exists(
          eb
            .selectFrom('blockedUsers as b')
            .select('b.id')
            .where('b.blockerId', '=', viewerId)
            .whereRef('b.blockedId', '=', 'u.id'),
        )
        .$castTo<boolean>()
        .as('viewerBlockedOther'),
      eb
        .exists(
          eb
            .selectFrom('blockedUsers as b')
            .select('b.id')
            .whereRef('b.blockerId', '=', 'u.id')
            .where('b.blockedId', '=', viewerId),
        )
        .$castTo<boolean>()
        .as('otherBlockedViewer'),
      eb
        .exists(
          eb
            .selectFrom('friendships as f')
            .select('f.id')
            .where((w) =>
              w.or([
                w.and([w('f.user1Id', '=', viewerId), w('f.user2Id', '=', w.ref('u.id'))]),
                w.and([w('f.user1Id', '=', w.ref('u.id')), w('f.user2Id', '=', viewerId)]),
              ]),
            ),
        )
        .$castTo<boolean>()
        .as('friends'),
      eb
        .selectFrom('friendRequests as r')
        .select('r.id')
        .where('r.senderId', '=', viewerId)
        .whereRef('r.receiverId', '=', 'u.id')
        .where('r.status', '=', 'pending')
        .limit(1)
        .as('requestSentId'),
      eb
        .selectFrom('friendRequests as r')
        .select('r.id')
        .whereRef('r.senderId', '=', 'u.id')
        .where('r.receiverId', '=', viewerId)
        .where('r.status', '=', 'pending')
        .limit(1)
        .as('requestReceivedId'),
    ])
    .where('u.id', 'in', otherIds)
    .execute();
  return rows.map((row) => ({
    otherId: row.id,
    viewerBlockedOther: row.viewerBlockedOther,
    otherBlockedViewer: row.otherBlockedViewer,
    friends: row.friends,
    requestSentId: row.requestSentId,
    requestReceivedId: row.requestReceivedId,
    privacy:
      row.privacyUserId === null
        ? null
        : {
            profileVisibility: row.profileVisibility ?? 'public',
            showOnlineStatus: row.showOnlineStatus ?? true,
            showLastSeen: row.showLastSeen ?? true,
            showAge: row.showAge ?? true,
            showLocation: row.showLocation ?? true,
            showPhotosToStrangers: row.showPhotosToStrangers ?? true,
            discoverableInSearch: row.discoverableInSearch ?? true,
            allowMentions: row.allowMentions ?? true,
            allowDirectMessages: row.allowDirectMessages ?? 'everyone',
            readReceipts: row.readReceipts ?? false,
            blurStrangerPhotos: row.blurStrangerPhotos ?? true,
          },
    other: {
      gender: row.gender,
      age: row.age,
      genderPreference: row.genderPreference,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      role: row.role,
      isBanned: row.isBanned,
    },
  }));
}

/** The ids the member blocked, and the ids who blocked the member. */
export async function blocksOf(
  db: Executor,
  userId: string,
): Promise<{ blocked: string[]; blockedBy: string[] }> {
  const rows = await db
    .selectFrom('blockedUsers')
    .select(['blockerId', 'blockedId'])
    .where((w) => w.or([w('blockerId', '=', userId), w('blockedId', '=', userId)]))
    .execute();
  return {
    blocked: rows.filter((r) => r.blockerId === userId).map((r) => r.blockedId),
    blockedBy: rows.filter((r) => r.blockedId === userId).map((r) => r.blockerId),
  };
}

/** The member's friends' ids. */
export async function friendIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('friendships')
    .select(['user1Id', 'user2Id'])
    .where((w) => w.or([w('user1Id', '=', userId), w('user2Id', '=', userId)]))
    .execute();
  return rows.map((r) => (r.user1Id === userId ? r.user2Id : r.user1Id));
}

/** Of `userIds`, those who turned `showOnlineStatus` off. */
export async function hidingOnline(db: Executor, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('userPrivacySettings')
    .select('userId')
    .where('userId', 'in', userIds)
    .where('showOnlineStatus', '=', false)
    .execute();
  return rows.map((r) => r.userId);
}
