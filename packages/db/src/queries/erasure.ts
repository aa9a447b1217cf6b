import { type Kysely, sql } from 'kysely';
import type { Db } from '../create-db';
import type { Database } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'updateTable' | 'deleteFrom'>;

/** Other members' messages that mentioned the member keep their words and lose the id. */
export async function dropMentionsOf(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('messages')
    .set({ mentionedUserIds: sql`array_remove(mentioned_user_ids, ${userId}::uuid)` })
    .where(sql<boolean>`mentioned_user_ids @> array[${userId}::uuid]`)
    .execute();
}

/**
 * Rooms the member created in which others are still members pass to the one of them who
 * joined first: a private room without its creator could never invite anyone again
 * (services/rooms/invite-to-room.ts), and a public one keeps an owner like any other room.
 * The order is a leaving creator's too (room-leaving.ts `longestStandingMember`).
 */
export async function handOverRoomsOf(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('rooms as r')
    .set((eb) => ({
      createdBy: eb
        .selectFrom('roomMembers as m')
        .select('m.userId')
        .whereRef('m.roomId', '=', 'r.id')
        .where('m.userId', '!=', userId)
        .orderBy('m.joinedAt')
        .orderBy('m.id')
        .limit(1),
    }))
    .where('r.createdBy', '=', userId)
    .where('r.isDirect', '=', false)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('roomMembers as m')
          .select('m.id')
          .whereRef('m.roomId', '=', 'r.id')
          .where('m.userId', '!=', userId),
      ),
    )
    .execute();
}

/**
 * Rooms nobody but the member is left in go with them: the ones they created (name,
 * description and whatever was said there), and private chats whose other side is gone.
 * Run after handOverRoomsOf, so the created rooms still standing are the empty ones.
 */
export async function removeEmptyRoomsOf(db: Executor, userId: string): Promise<void> {
  await db
    .deleteFrom('rooms as r')
    .where((eb) =>
      eb.or([
        eb('r.createdBy', '=', userId),
        eb.and([
          eb('r.isDirect', '=', true),
          eb.exists(
            eb
              .selectFrom('roomMembers as m')
              .select('m.id')
              .whereRef('m.roomId', '=', 'r.id')
              .where('m.userId', '=', userId),
          ),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('roomMembers as m')
            .select('m.id')
            .whereRef('m.roomId', '=', 'r.id')
            .where('m.userId', '!=', userId),
        ),
      ),
    )
    .execute();
}

/** Regular-expression syntax in a name, escaped so that Postgres matches it literally. */
function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WORD_START = /^[\p{L}\p{N}_]/u;
const WORD_END = /[\p{L}\p{N}_]$/u;

/**
 * A Postgres pattern for any of `names` as a whole word (`\y` is Postgres' word boundary, only
 * where the name begins or ends with a word character), with an `@` before it taken along.
 */
export function namesPattern(names: readonly string[]): string | undefined {
  const parts = names.map((name) => {
    const start = WORD_START.test(name) ? '\\y' : '';
    const end = WORD_END.test(name) ? '\\y' : '';
    return `${start}${literalPattern(name)}${end}`;
  });
  return parts.length === 0 ? undefined : `@?(${parts.join('|')})`;
}

/**
 * The free texts of moderation records (reasons, notes, ban reasons, report texts, the
 * notices members were sent about a measure) name the member as `replacement` instead, in any
 * case. The records themselves stay: what was done, when and why.
 */
export async function renameInModerationTexts(
  db: Executor,
  names: readonly string[],
  replacement: string,
): Promise<void> {
  const pattern = namesPattern(names);
  if (!pattern) return;
  type Column = 'reason' | 'notes' | 'banReason' | 'description' | 'adminNotes' | 'body';
  const rename = (column: Column) =>
    sql<string>`regexp_replace(${sql.ref(column)}, ${pattern}, ${replacement}, 'gi')`;
  const naming = (column: Column) => sql<boolean>`${sql.ref(column)} ~* ${pattern}`;
  await db
    .updateTable('adminAuditLog')
    .set({ reason: rename('reason') })
    .where(naming('reason'))
    .execute();
  await db
    .updateTable('userModerationActions')
    .set({ reason: rename('reason'), notes: rename('notes') })
    .where((eb) => eb.or([naming('reason'), naming('notes')]))
    .execute();
  await db
    .updateTable('users')
    .set({ banReason: rename('banReason') })
    .where(naming('banReason'))
    .execute();
  await db
    .updateTable('reports')
    .set({ description: rename('description'), adminNotes: rename('adminNotes') })
    .where((eb) => eb.or([naming('description'), naming('adminNotes')]))
    .execute();
  await db
    .updateTable('notifications')
    .set({ body: rename('body') })
    .where('type', '=', 'moderation')
    .where(naming('body'))
    .execute();
}

/**
 * VACUUM (not FULL) of `tables`: the space of deleted rows is freed for reuse, so their bytes
 * are overwritten by later writes rather than kept until autovacuum gets to them (the embedded
 * database has no autovacuum at all). It cannot run inside a transaction: `db` must not be one.
 */
export async function vacuum(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`VACUUM ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}
