import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { UserPrivacySettingsTable } from '../schema';

type Executor = Pick<Db, 'selectNoFrom'>;

export interface ContactRules {
  actorBlockedOther: boolean;
  otherBlockedActor: boolean;
  friends: boolean;
  /** The other user's privacy setting; `everyone` when they never saved one. */
  allowDirectMessages: Selectable<UserPrivacySettingsTable>['allowDirectMessages'];
}

/** Whether `actorId` may reach `otherId`: blocks either way, friendship, privacy; one query. */
export async function between(db: Executor, actorId: string, otherId: string): Promise<ContactRules> {
  const [low, high] = actorId < otherId ? [actorId, otherId] : [otherId, actorId];
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('blockedUsers')
            .select('id')
            .where('blockerId', '=', actorId)
            .where('blockedId', '=', otherId),
        )
        .$castTo<boolean>()
        .as('actorBlockedOther'),
      eb
        .exists(
          eb
            .selectFrom('blockedUsers')
            .select('id')
            .where('blockerId', '=', otherId)
            .where('blockedId', '=', actorId),
        )
        .$castTo<boolean>()
        .as('otherBlockedActor'),
      eb
        .exists(
          eb.selectFrom('friendships').select('id').where('user1Id', '=', low).where('user2Id', '=', high),
        )
        .$castTo<boolean>()
        .as('friends'),
      eb
        .selectFrom('userPrivacySettings')
        .select('allowDirectMessages')
        .where('userId', '=', otherId)
        .$asScalar()
        .as('allowDirectMessages'),
    ])
    .executeTakeFirstOrThrow();
  return {
    actorBlockedOther: row.actorBlockedOther,
    otherBlockedActor: row.otherBlockedActor,
    friends: row.friends,
    allowDirectMessages: row.allowDirectMessages ?? 'everyone',
  };
}
