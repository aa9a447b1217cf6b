import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../create-db';
import { roomReadableBy } from './room-access';
import { discoverableBy, notBlockedEitherWay } from './visibility';

/**
 * The tsquery for a user's words: every word must match, each as a prefix of a folded word
 * or by its German or English stem. Words are letters and digits only, so nothing the user
 * types reaches the tsquery parser unescaped.
 */
function messageQuery(words: string[]): Expression<unknown> {
  const parts = words.map(
    (w) => sql`(to_tsquery('simple', nahbar_fold(${w}) || ':*')
      || plainto_tsquery('german', nahbar_fold(${w}))
      || plainto_tsquery('english', nahbar_fold(${w})))`,
  );
  return sql.join(parts, sql` && `);
}

/**
 * The newest messages a search tests one by one before it asks the index: a word in one message
 * of twenty or more has its ten newest hits among them (for a member of the busy rooms), found
 * in a few milliseconds; a rarer word goes on to the index, which serves rare words well.
 */
export const RECENT_PROBE_ROWS = 2000;

/**
 * Messages in rooms and chats the actor belongs to, newest first, in two steps. The index over
 * the stored vectors finds every message with the words but cannot hand them out newest first:
 * for a word in every third message it fetched and sorted a third of the table (130 ms on a
 * million messages). So the newest RECENT_PROBE_ROWS messages of all rooms are tested first;
 * when `limit` of them match, no older message can be among the newest hits and the answer
 * is complete. Otherwise the index answers, as it does quickly for rarer words. Either step is
 * a fixed plan shape: a bounded walk of `messages_created_idx`, or the GIN index.
 */
export async function messages(db: Db, actorId: string, words: string[], limit: number) {
  const newest = db
    .selectFrom('messages')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_PROBE_ROWS)
    .as('m');
  const recent = await matchingMessages(db.selectFrom(newest), actorId, words, limit);
  if (recent.length >= limit) return recent;
  return matchingMessages(allMessages(db), actorId, words, limit);
}

function allMessages(db: Db) {
  return db.selectFrom('messages as m');
}
type MessageSource = ReturnType<typeof allMessages>;

function matchingMessages(source: MessageSource, actorId: string, words: string[], limit: number) {
  return source
    .innerJoin('roomMembers as rm', (j) =>
      j.onRef('rm.roomId', '=', 'm.roomId').on('rm.userId', '=', actorId),
    )
    .innerJoin('rooms as r', 'r.id', 'm.roomId')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select([
      'm.id',
      'm.roomId',
      'm.sequenceId',
      'm.content',
      'm.messageType',
      'm.createdAt',
      'r.name as roomName',
      'r.isPrivate as roomIsPrivate',
      'r.isDirect as roomIsDirect',
      'u.id as userId',
      'u.username',
      'u.displayName',
      'u.gender',
      'u.bio',
    ])
    .where(sql<SqlBool>`m.search_vector @@ (${messageQuery(words)})`)
    .where(notBlockedEitherWay(actorId, sql.ref('m.user_id')))
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Users the actor may find (visibility.ts) by name prefix first, then by trigram likeness of the username or of
 * any word of the display name (`<%`: 'Shroder' finds 'Anna Schröder').
 */
export function users(db: Db, actorId: string, text: string, limit: number) {
  const prefix = likePrefix(text);
  return db
    .selectFrom('users as u')
    .leftJoin('userPrivacySettings as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.username', 'u.displayName', 'u.gender', 'u.bio'])
    .where('u.id', '!=', actorId)
    .where('u.isBanned', '=', false)
    .where(discoverableBy(actorId, sql.ref('u.id')))
    .where(notBlockedEitherWay(actorId, sql.ref('u.id')))
    .where(
      sql<SqlBool>`(nahbar_fold(u.username) like nahbar_fold(${prefix})
        or nahbar_fold(u.display_name) like nahbar_fold(${prefix})
        or nahbar_fold(u.username) % nahbar_fold(${text})
        or nahbar_fold(${text}) <% nahbar_fold(u.display_name))`,
    )
    .orderBy(
      sql`(nahbar_fold(u.username) like nahbar_fold(${prefix}) or nahbar_fold(u.display_name) like nahbar_fold(${prefix}))`,
      'desc',
    )
    .orderBy(
      sql`greatest(similarity(nahbar_fold(u.username), nahbar_fold(${text})), word_similarity(nahbar_fold(${text}), nahbar_fold(u.display_name)))`,
      'desc',
    )
    .orderBy('u.username')
    .limit(limit)
    .execute();
}

/** Public rooms and the actor's private rooms by name or description (never direct chats). */
export function rooms(db: Db, actorId: string, text: string, limit: number) {
  const contains = `%${likePrefix(text)}`;
  return db
    .selectFrom('rooms as r')
    .select(['r.id', 'r.name', 'r.description', 'r.isPrivate'])
    .select(sql<number>`(select count(*) from room_members c where c.room_id = r.id)::int`.as('memberCount'))
    .where('r.isDirect', '=', false)
    .where(roomReadableBy(actorId))
    .where(
      sql<SqlBool>`(nahbar_fold(r.name) like nahbar_fold(${contains})
        or nahbar_fold(coalesce(r.description, '')) like nahbar_fold(${contains})
        or nahbar_fold(r.name) % nahbar_fold(${text}))`,
    )
    .orderBy(sql`nahbar_fold(r.name) like nahbar_fold(${likePrefix(text)})`, 'desc')
    .orderBy(sql`similarity(nahbar_fold(r.name), nahbar_fold(${text}))`, 'desc')
    .orderBy('r.name')
    .limit(limit)
    .execute();
}
