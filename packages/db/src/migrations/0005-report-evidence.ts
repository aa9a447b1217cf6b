import { type Kysely, sql } from 'kysely';

/**
 * Reports about a specific message, updated rather than repeated, with evidence: a copy of the
 * last messages of the private chat between reporter and reported member, taken when the
 * reporter agrees. A copy, not a reference, so that closing or deleting the chat keeps it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('message_id', 'uuid', (col) => col.references('messages.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('reports_reporter_reported_idx')
    .on('reports')
    .columns(['reporter_id', 'reported_user_id', 'reported_at'])
    .execute();
  await db.schema
    .createTable('report_evidence')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('report_id', 'uuid', (col) => col.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('message_id', 'uuid', (col) => col.notNull())
    .addColumn('room_id', 'uuid', (col) => col.notNull())
    .addColumn('sequence_id', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_username', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('message_type', 'text', (col) => col.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('copied_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('report_evidence_report_message_key', ['report_id', 'message_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_evidence').execute();
  await db.schema.dropIndex('reports_reporter_reported_idx').execute();
  await db.schema.alterTable('reports').dropColumn('updated_at').dropColumn('message_id').execute();
}
