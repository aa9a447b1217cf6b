import { type Kysely, sql } from 'kysely';

/**
 * Moderation that takes effect and ends by itself: a ban or mute may run until a time (none:
 * until lifted), moderation actions name mutes as such, and one log keeps every admin action
 * (who, what, whom, when, why) for the dashboard.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('ban_expires_at', 'timestamptz')
    .addColumn('is_muted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('muted_until', 'timestamptz')
    .execute();
  await sql`ALTER TABLE user_moderation_actions DROP CONSTRAINT IF EXISTS user_moderation_actions_action_type_check`.execute(
    db,
  );
  await sql`ALTER TABLE user_moderation_actions ADD CONSTRAINT user_moderation_actions_action_type_check
    CHECK (action_type IN ('warning', 'block', 'unblock', 'ban', 'unban', 'mute', 'unmute'))`.execute(db);
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('admin_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('admin_name', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('target_name', 'text')
    .addColumn('target_room_id', 'uuid')
    .addColumn('target_report_id', 'uuid')
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created_idx')
    .on('admin_audit_log')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
  await sql`ALTER TABLE user_moderation_actions DROP CONSTRAINT IF EXISTS user_moderation_actions_action_type_check`.execute(
    db,
  );
  await sql`ALTER TABLE user_moderation_actions ADD CONSTRAINT user_moderation_actions_action_type_check
    CHECK (action_type IN ('warning', 'block', 'unblock', 'ban', 'unban'))`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('ban_expires_at')
    .dropColumn('is_muted')
    .dropColumn('muted_until')
    .execute();
}
