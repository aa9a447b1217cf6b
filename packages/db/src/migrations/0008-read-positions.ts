import { type Kysely, sql } from 'kysely';

/**
 * Where each member last read each of their rooms and private chats: the sequence id of the
 * last message they saw there. Unread counts are the messages after it. Members from before
 * this migration start with everything read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('room_members')
    .addColumn('last_read_sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE room_members rm SET last_read_sequence = r.last_sequence_id
    FROM rooms r WHERE r.id = rm.room_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('room_members').dropColumn('last_read_sequence').execute();
}
