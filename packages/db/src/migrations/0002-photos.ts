import { type Kysely, sql } from 'kysely';

/**
 * Uploaded photos. A row is made when an upload URL is handed out (`pending`) and becomes
 * `ready` once the bytes were checked and re-encoded; only ready photos are ever served.
 * Object keys are generated; the user's file name is kept for display only. The one-time
 * local upload URL carries a random token of which only the hash is stored.
 *
 * Who may see a photo is derived, not stored: its owner; anyone who may read a room in
 * which the owner posted it (messages.photo_url, indexed here); and, for profile photos
 * (user_photos.photo_id), the viewers the owner's privacy settings allow.
 */
const statements = [
  `CREATE TABLE photos (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready')),
    file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
    upload_token_hash text,
    upload_expires_at timestamptz NOT NULL,
    object_key text,
    thumbnail_key text,
    content_type text CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
    bytes integer CHECK (bytes > 0),
    thumbnail_bytes integer CHECK (thumbnail_bytes > 0),
    width integer CHECK (width > 0),
    height integer CHECK (height > 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    processed_at timestamptz,
    CHECK (status = 'pending' OR (object_key IS NOT NULL AND thumbnail_key IS NOT NULL
      AND content_type IS NOT NULL AND bytes IS NOT NULL AND thumbnail_bytes IS NOT NULL
      AND width IS NOT NULL AND height IS NOT NULL AND processed_at IS NOT NULL))
  )`,
  `CREATE INDEX photos_owner_idx ON photos (owner_id, created_at)`,
  `CREATE INDEX photos_pending_expiry_idx ON photos (upload_expires_at) WHERE status = 'pending'`,
  `ALTER TABLE user_photos ADD COLUMN photo_id uuid UNIQUE REFERENCES photos (id) ON DELETE CASCADE`,
  `CREATE INDEX messages_photo_url_idx ON messages (photo_url) WHERE photo_url IS NOT NULL`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS messages_photo_url_idx`.execute(db);
  await db.schema.alterTable('user_photos').dropColumn('photo_id').execute();
  await db.schema.dropTable('photos').ifExists().execute();
}
