import { type Kysely, sql } from 'kysely';

/**
 * A browser is notified for as long as the member stays signed in there: its subscription
 * belongs to that session and goes with it (signing out, expiry, a ban, deletion), so the next
 * person at a shared computer is not told of the previous member's messages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Subscriptions from before this migration name no session: they cannot be kept.
  await sql`DELETE FROM push_subscriptions`.execute(db);
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('session_id').execute();
}
