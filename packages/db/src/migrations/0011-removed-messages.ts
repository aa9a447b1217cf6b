import type { Kysely } from 'kysely';

/**
 * A message a moderator removed stays in its place as a tombstone: its words and photo are gone,
 * when and by whom it was removed is kept, and the room's sequence has no gap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('removed_at', 'timestamptz')
    .addColumn('removed_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('removed_at').dropColumn('removed_by').execute();
}
