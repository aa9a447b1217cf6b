import { type Kysely, sql } from 'kysely';

/**
 * What a member's list of active sessions shows: when each began, when it was last used and
 * from which browser (its user agent, as sent at sign-in). Sessions from before this migration
 * count as begun and used now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .dropColumn('user_agent')
    .dropColumn('last_used_at')
    .dropColumn('created_at')
    .execute();
}
