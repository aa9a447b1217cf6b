import { type Kysely, sql } from 'kysely';

/**
 * How notifications reach a member: a level per room or private chat (everything, mentions
 * only, nothing), the time zone their quiet hours are read in, and one Web Push subscription
 * per browser they allowed to be notified while no Nahbar tab is open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('room_members')
    .addColumn('notification_level', 'text', (col) =>
      col.notNull().defaultTo('all').check(sql`notification_level IN ('all', 'mentions', 'nothing')`),
    )
    .execute();
  await db.schema.alterTable('user_notification_settings').addColumn('time_zone', 'text').execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.alterTable('user_notification_settings').dropColumn('time_zone').execute();
  await db.schema.alterTable('room_members').dropColumn('notification_level').execute();
}
