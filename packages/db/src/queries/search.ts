import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../create-db';
import { roomReadableBy } from './room-access';
import { discoverableBy, notBanned, notBlockedEitherWay } from './visibility';

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
 * The most messages a member's rooms may hold together for a search to read them room by room
 * instead of asking the index. Reading them all, for a word they hardly hold, is cheap (8,000
 * in 2 ms on Postgres), and a common word needs only each room's newest few dozen; the index
 * instead fetches every hit of the word in the whole table, a third of it for a common word.
 */
export const ROOM_BY_ROOM_MAX_MESSAGES = 20_000;

/**
 * Messages in rooms and chats the actor belongs to, newest first. The newest RECENT_PROBE_ROWS
 * messages of all rooms are tested first: when `limit` of them match, no older message can be
 * among the newest hits and the answer is complete (a word in every third message, for a member
 * of the busy rooms). Otherwise the actor's rooms are read room by room when they are small
 * together, and the GIN index over the stored vectors answers for everyone else. Each step reads
 * at most a bounded amount (2,000 messages; the actor's rooms; the word's hits), whatever the
 * planner expects: see newestVisibleHits for the plan it must not pick.
 */
export async function messages(db: Db, actorId: string, words: string[], limit: number) {
  const newest = db
    .selectFrom('messages')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_PROBE_ROWS)
    .as('m');
  const recent = await newestVisibleHits(db, visibleHits(db.selectFrom(newest), actorId, words), limit);
  if (recent.length >= limit) return recent;
  if ((await messagesInRoomsOf(db, actorId)) <= ROOM_BY_ROOM_MAX_MESSAGES) {
    return newestVisibleHits(db, newestHitsRoomByRoom(db, actorId, words, limit), limit);
  }
  return newestVisibleHits(db, visibleHits(allMessages(db), actorId, words), limit);
}

type MessageSource = ReturnType<typeof allMessages>;
function allMessages(db: Db) {
  return db.selectFrom('messages as m');
}
type Hits = ReturnType<typeof visibleHits>;

/** How many messages the actor's rooms have had, by their sequence counters (no message read). */
async function messagesInRoomsOf(db: Db, actorId: string): Promise<number> {
  const { total } = await db
    .selectFrom('roomMembers as rm')
    .innerJoin('rooms as r', 'r.id', 'rm.roomId')
    .select(sql<number>`coalesce(sum(r.last_sequence_id), 0)::int`.as('total'))
    .where('rm.userId', '=', actorId)
    .executeTakeFirstOrThrow();
  return total;
}

/**
 * The newest `limit` of `hits`, with their rooms and senders. The hits are collected whole
 * first, in a materialized CTE without a LIMIT, and only then sorted: the planner must plan for
 * reading all of them, never for walking `messages_created_idx` newest first and stopping at
 * the tenth visible hit. That walk is what it picked when the statistics promised hits
 * everywhere, and for a word whose hits the actor mostly may not see (others' private rooms,
 * blocked senders) it read the whole table: 0.7 to 3 s on the million messages of
 * bench:search, by the machine's load.
 * packages/db/test/search-plans.test.ts holds the plans to this.
 */
function newestVisibleHits(db: Db, hits: Hits, limit: number) {
  return db
    .with(
      (cte) => cte('hits').materialized(),
      () => hits,
    )
    .selectFrom((qb) =>
      qb
        .selectFrom('hits')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .as('h'),
    )
    .innerJoin('messages as m', 'm.id', 'h.id')
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
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

/** Messages of `source` with all the words, in the actor's rooms, by no one blocked either way. */
function visibleHits(source: MessageSource, actorId: string, words: string[]) {
  return source
    .innerJoin('roomMembers as rm', (j) =>
      j.onRef('rm.roomId', '=', 'm.roomId').on('rm.userId', '=', actorId),
    )
    .select(['m.id', 'm.createdAt'])
    .where(sql<SqlBool>`m.search_vector @@ (${messageQuery(words)})`)
    .where(notBlockedEitherWay(actorId, sql.ref('m.user_id')));
}

/**
 * The newest `limit` hits of each of the actor's rooms, each room read newest first along
 * `messages_room_created_idx`. A walk that stops at the tenth hit is safe here, unlike over the
 * whole table: at worst it reads the actor's own rooms, which together hold at most
 * ROOM_BY_ROOM_MAX_MESSAGES.
 */
function newestHitsRoomByRoom(db: Db, actorId: string, words: string[], limit: number): Hits {
  return db
    .selectFrom('roomMembers as rm')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages as m')
          .select(['m.id', 'm.createdAt'])
          .whereRef('m.roomId', '=', 'rm.roomId')
          .where(sql<SqlBool>`m.search_vector @@ (${messageQuery(words)})`)
          .where(notBlockedEitherWay(actorId, sql.ref('m.user_id')))
          .orderBy('m.createdAt', 'desc')
          .orderBy('m.id', 'desc')
          .limit(limit)
          .as('m'),
      (join) => join.onTrue(),
    )
    .select(['m.id', 'm.createdAt'])
    .where('rm.userId', '=', actorId);
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
    .where(notBanned(sql.ref('u.is_banned')))
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
    .select(['r.id', 'r.name', 'r.description', 'r.seedKey', 'r.isPrivate'])
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
