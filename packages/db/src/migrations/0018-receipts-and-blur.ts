import { type Kysely, sql } from 'kysely';

/**
 * Two privacy switches: read receipts in private chats (off until the member turns them on, and
 * shown only when both members did) and blurring photos that strangers send in private chats
 * (on until the member turns it off). Rows saved before keep the defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE user_privacy_settings
    ADD COLUMN read_receipts boolean NOT NULL DEFAULT false,
    ADD COLUMN blur_stranger_photos boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE user_privacy_settings
    DROP COLUMN read_receipts,
    DROP COLUMN blur_stranger_photos`.execute(db);
}
