import { type Kysely, sql } from 'kysely';

/** The language a member chose, so every device they sign in on speaks it (null: not chosen yet). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (col) => col.check(sql`locale in ('de', 'en')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
