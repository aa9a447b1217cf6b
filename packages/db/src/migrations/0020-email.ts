import { type Kysely, sql } from 'kysely';

/**
 * E-mail: a verified address per member (optional), single-use tokens for verification, password
 * reset and one-click unsubscribe (stored only as hashes), the outbox that survives a mail server
 * outage and a restart, and the browsers an account has signed in from (for new-device alerts).
 *
 * `users.email` holds only a verified address: an address waiting for its link lives in its token
 * row, so nobody can hold an address they do not own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email)) WHERE email IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose IN ('verify-email', 'reset-password', 'unsubscribe')`),
    )
    // verify-email: the address to verify; unsubscribe: the switch to turn off; reset: null.
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_tokens_user_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema.createIndex('email_tokens_expires_idx').on('email_tokens').column('expires_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    // Once per period for digests ("daily-summary:<user>:2026-11-28"); null for the rest.
    .addColumn('dedupe_key', 'text', (col) => col.unique())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // describeDevice's browser and system, e.g. "Firefox|Windows".
    .addColumn('device_key', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('email_tokens').execute();
  await sql`DROP INDEX users_email_lower_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('email').dropColumn('email_verified_at').execute();
}
