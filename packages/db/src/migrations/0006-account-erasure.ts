import { type Kysely, sql } from 'kysely';

/**
 * Account erasure and consent. A report outlives the accounts it names, keeping only what
 * moderation needs (ids, reason, status): the reported member's id may become null, and the
 * free text may be cleared. A signed-in member's cookie choice is kept with its date, so an
 * export can show it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE reports DROP CONSTRAINT reports_reported_user_id_fkey`.execute(db);
  await sql`ALTER TABLE reports ALTER COLUMN reported_user_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_reported_user_id_fkey
    FOREIGN KEY (reported_user_id) REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE reports ALTER COLUMN description DROP NOT NULL`.execute(db);
  await db.schema
    .createTable('cookie_consents')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('functional', 'boolean', (col) => col.notNull())
    .addColumn('analytics', 'boolean', (col) => col.notNull())
    .addColumn('marketing', 'boolean', (col) => col.notNull())
    .addColumn('consented_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cookie_consents').execute();
  await sql`DELETE FROM reports WHERE reported_user_id IS NULL OR description IS NULL`.execute(db);
  await sql`ALTER TABLE reports ALTER COLUMN description SET NOT NULL`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT reports_reported_user_id_fkey`.execute(db);
  await sql`ALTER TABLE reports ALTER COLUMN reported_user_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_reported_user_id_fkey
    FOREIGN KEY (reported_user_id) REFERENCES users (id) ON DELETE CASCADE`.execute(db);
}
