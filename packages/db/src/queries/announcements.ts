import { sql } from 'kysely';
import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom'>;

export interface AnnouncementRecipient {
  id: string;
  locale: 'de' | 'en' | null;
  /** The outbox holds this announcement for them already (its dedupe key `<keyPrefix><id>`). */
  queued: boolean;
}

/**
 * Members an operator's announcement goes to (`pnpm mail:announce`): a verified address and the
 * "important updates" switch on (on for a member who never saved settings), by id for paging.
 */
export function recipients(
  db: Executor,
  keyPrefix: string,
  afterId: string | null,
  limit: number,
): Promise<AnnouncementRecipient[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('userNotificationSettings as s', 's.userId', 'u.id')
    .select(['u.id', 'u.locale'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('mailOutbox as o')
            .select('o.id')
            .where('o.dedupeKey', '=', sql<string>`cast(${keyPrefix} as text) || ${eb.ref('u.id')}`),
        )
        .$castTo<boolean>()
        .as('queued'),
    )
    .where('u.email', 'is not', null)
    .where((eb) => eb.fn.coalesce('s.emailImportantUpdates', eb.lit(true)), '=', true)
    .orderBy('u.id')
    .limit(limit);
  if (afterId) query = query.where('u.id', '>', afterId);
  return query.execute();
}
