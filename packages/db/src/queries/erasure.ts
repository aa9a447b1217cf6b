import { type Kysely, sql } from 'kysely';
import type { Db } from '../create-db';
import type { Database } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'updateTable' | 'deleteFrom'>;

/** The member an erasure works on, and what their traces are called from then on. */
export interface ErasedMember {
  id: string;
  /** The names moderation texts know them by (username and display name). */
  names: readonly string[];
  /** What moderation texts call them instead. */
  replacement: string;
  /** What a private chat of theirs is called instead of its two members' names. */
  chatName: string;
}

/**
 * One part of an erasure, run in its transaction while the user row still stands (the
 * erasure plan in services/account/erasure-plan.ts names them table by table and in order).
 */
export type ErasureStep = (db: Db, member: ErasedMember) => Promise<void>;

/** Other members' messages that mentioned the member keep their words and lose the id. */
export async function dropMentionsOf(db: Executor, { id: userId }: ErasedMember): Promise<void> {
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
export async function handOverRoomsOf(db: Executor, { id: userId }: ErasedMember): Promise<void> {
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
export async function removeEmptyRoomsOf(db: Executor, { id: userId }: ErasedMember): Promise<void> {
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

/** The member's private chats still standing were named after their two members: renamed. */
export async function renameDirectChatsOf(
  db: Executor,
  { id: userId, chatName }: ErasedMember,
): Promise<void> {
  await db
    .updateTable('rooms')
    .set({ name: chatName })
    .where('isDirect', '=', true)
    .where('id', 'in', db.selectFrom('roomMembers').select('roomId').where('userId', '=', userId))
    .execute();
}

/** Others' notifications about something the member did name the member: they go. */
export async function removeNotificationsCausedBy(db: Executor, { id: userId }: ErasedMember): Promise<void> {
  await db.deleteFrom('notifications').where(sql<string>`data->>'fromUserId'`, '=', userId).execute();
}

/** The admin log keeps what was done, not under the member's name (the ids clear themselves). */
export async function clearAuditNamesOf(db: Executor, { id: userId }: ErasedMember): Promise<void> {
  await db
    .updateTable('adminAuditLog')
    .set({ targetName: null })
    .where('targetUserId', '=', userId)
    .execute();
  await db.updateTable('adminAuditLog').set({ adminName: null }).where('adminId', '=', userId).execute();
}

/** Reports filed by or about the member keep ids, reason and status; their free text goes. */
export async function clearReportTextsOf(db: Executor, { id: userId }: ErasedMember): Promise<void> {
  await db
    .updateTable('reports')
    .set({ description: null, adminNotes: null })
    .where((w) => w.or([w('reporterId', '=', userId), w('reportedUserId', '=', userId)]))
    .execute();
}

/** The copies kept with reports by or about the member go, and so do copies of what they wrote. */
export async function removeReportEvidenceOf(db: Executor, { id: userId }: ErasedMember): Promise<void> {
  const reports = db
    .selectFrom('reports')
    .select('id')
    .where((w) => w.or([w('reporterId', '=', userId), w('reportedUserId', '=', userId)]));
  await db.deleteFrom('reportEvidence').where('reportId', 'in', reports).execute();
  await db.deleteFrom('reportEvidence').where('authorId', '=', userId).execute();
}

/** The user row, last: what references it goes with it (CASCADE) or forgets it (SET NULL). */
export async function removeUserRow(db: Executor, { id: userId }: ErasedMember): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
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
 * The free texts of moderation records (reasons, notes, ban reasons, report texts, the notices
 * members were sent about a measure) name the member as `replacement` instead, in any case. The
 * records themselves stay: what was done, when and why. One step per table below.
 */
type Named = Pick<ErasedMember, 'names' | 'replacement'>;
type TextColumn = 'reason' | 'notes' | 'banReason' | 'description' | 'adminNotes' | 'body';

/** A text column renamed, and whether a row's column names the member; none without a name. */
function renaming({ names, replacement }: Named) {
  const pattern = namesPattern(names);
  if (!pattern) return undefined;
  return {
    rename: (column: TextColumn) =>
      sql<string>`regexp_replace(${sql.ref(column)}, ${pattern}, ${replacement}, 'gi')`,
    naming: (column: TextColumn) => sql<boolean>`${sql.ref(column)} ~* ${pattern}`,
  };
}

/** Admin log reasons. */
export async function renameInAuditLog(db: Executor, member: Named): Promise<void> {
  const texts = renaming(member);
  if (!texts) return;
  await db
    .updateTable('adminAuditLog')
    .set({ reason: texts.rename('reason') })
    .where(texts.naming('reason'))
    .execute();
}

/** Reasons and notes of measures, against anyone. */
export async function renameInModerationActions(db: Executor, member: Named): Promise<void> {
  const texts = renaming(member);
  if (!texts) return;
  await db
    .updateTable('userModerationActions')
    .set({ reason: texts.rename('reason'), notes: texts.rename('notes') })
    .where((eb) => eb.or([texts.naming('reason'), texts.naming('notes')]))
    .execute();
}

/** Other members' ban reasons. */
export async function renameInBanReasons(db: Executor, member: Named): Promise<void> {
  const texts = renaming(member);
  if (!texts) return;
  await db
    .updateTable('users')
    .set({ banReason: texts.rename('banReason') })
    .where(texts.naming('banReason'))
    .execute();
}

/** Report texts and moderators' notes on reports. */
export async function renameInReports(db: Executor, member: Named): Promise<void> {
  const texts = renaming(member);
  if (!texts) return;
  await db
    .updateTable('reports')
    .set({ description: texts.rename('description'), adminNotes: texts.rename('adminNotes') })
    .where((eb) => eb.or([texts.naming('description'), texts.naming('adminNotes')]))
    .execute();
}

/** The notices members were sent about a measure. */
export async function renameInModerationNotices(db: Executor, member: Named): Promise<void> {
  const texts = renaming(member);
  if (!texts) return;
  await db
    .updateTable('notifications')
    .set({ body: texts.rename('body') })
    .where('type', '=', 'moderation')
    .where(texts.naming('body'))
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
