import { type Kysely, sql } from 'kysely';

/**
 * The stored tables of the accounts spec §3 plus sessions. Foreign keys follow account
 * deletion: what belongs to the user goes with them (CASCADE); what others need to keep
 * (rooms they created, reports they filed, moderation they performed) loses the reference.
 */
const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    username text NOT NULL CHECK (length(username) BETWEEN 3 AND 20),
    display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 50),
    password_hash text NOT NULL,
    age integer NOT NULL CHECK (age BETWEEN 18 AND 100),
    gender text NOT NULL CHECK (gender IN ('male', 'female', 'non-binary', 'other')),
    location text NOT NULL,
    latitude double precision CHECK (latitude BETWEEN -90 AND 90),
    longitude double precision CHECK (longitude BETWEEN -180 AND 180),
    gender_preference text NOT NULL DEFAULT 'all' CHECK (gender_preference IN ('all', 'male', 'female')),
    age_min integer NOT NULL DEFAULT 18 CHECK (age_min BETWEEN 18 AND 99),
    age_max integer NOT NULL DEFAULT 99 CHECK (age_max BETWEEN 18 AND 99),
    role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    avatar text,
    bio text CHECK (length(bio) <= 500),
    date_of_birth date,
    is_online boolean NOT NULL DEFAULT false,
    last_seen timestamptz,
    is_banned boolean NOT NULL DEFAULT false,
    banned_at timestamptz,
    banned_by uuid REFERENCES users (id) ON DELETE SET NULL,
    ban_reason text CHECK (length(ban_reason) <= 500),
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (age_min <= age_max)
  )`,
  `CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`,
  `CREATE TABLE sessions (
    id text PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  `CREATE TABLE rooms (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL CHECK (length(btrim(name)) > 0),
    description text,
    is_private boolean NOT NULL DEFAULT false,
    is_direct boolean NOT NULL DEFAULT false,
    direct_key text,
    closed_at timestamptz,
    closed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    last_sequence_id integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (NOT is_direct OR is_private)
  )`,
  // Named rooms are unique ignoring case; direct chats are named after no one in particular.
  `CREATE UNIQUE INDEX rooms_name_lower_key ON rooms (lower(name)) WHERE NOT is_direct`,
  `CREATE UNIQUE INDEX rooms_direct_key_key ON rooms (direct_key) WHERE direct_key IS NOT NULL`,
  `CREATE TABLE room_members (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    joined_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (room_id, user_id)
  )`,
  `CREATE INDEX room_members_user_id_idx ON room_members (user_id)`,
  `CREATE TABLE messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sequence_id integer NOT NULL CHECK (sequence_id > 0),
    content text NOT NULL,
    message_type text NOT NULL DEFAULT 'text' CHECK (message_type IN ('text', 'photo')),
    photo_url text,
    photo_file_name text,
    mentioned_user_ids uuid[] NOT NULL DEFAULT '{}',
    client_message_id text CHECK (length(client_message_id) <= 100),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (room_id, sequence_id),
    UNIQUE (user_id, client_message_id)
  )`,
  `CREATE INDEX messages_room_created_idx ON messages (room_id, created_at)`,
  `CREATE TABLE user_photos (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    photo_url text NOT NULL,
    file_name text NOT NULL,
    is_primary boolean NOT NULL DEFAULT false,
    uploaded_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX user_photos_user_id_idx ON user_photos (user_id)`,
  `CREATE UNIQUE INDEX user_photos_one_primary_key ON user_photos (user_id) WHERE is_primary`,
  `CREATE TABLE blocked_users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_at timestamptz NOT NULL DEFAULT now(),
    reason text CHECK (length(reason) <= 500),
    UNIQUE (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
  )`,
  `CREATE INDEX blocked_users_blocked_id_idx ON blocked_users (blocked_id)`,
  `CREATE TABLE user_moderation_actions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    action_type text NOT NULL CHECK (action_type IN ('warning', 'block', 'unblock', 'ban', 'unban')),
    reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
    notes text CHECK (length(notes) <= 1000),
    performed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    performed_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz
  )`,
  `CREATE INDEX user_moderation_actions_user_idx ON user_moderation_actions (user_id, performed_at)`,
  `CREATE TABLE reports (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
    reported_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reason text NOT NULL CHECK (reason IN ('harassment', 'spam', 'inappropriate_content', 'fake_profile', 'other')),
    description text NOT NULL CHECK (length(description) BETWEEN 1 AND 500),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'reviewed', 'resolved', 'dismissed')),
    reported_at timestamptz NOT NULL DEFAULT now(),
    reviewed_at timestamptz,
    reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    admin_notes text CHECK (length(admin_notes) <= 1000)
  )`,
  `CREATE INDEX reports_status_idx ON reports (status, reported_at)`,
  `CREATE INDEX reports_reported_user_idx ON reports (reported_user_id)`,
  `CREATE TABLE user_notification_settings (
    user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    enable_notifications boolean NOT NULL DEFAULT true,
    sound_enabled boolean NOT NULL DEFAULT true,
    vibration_enabled boolean NOT NULL DEFAULT true,
    quiet_hours_enabled boolean NOT NULL DEFAULT false,
    quiet_hours_start text NOT NULL DEFAULT '22:00' CHECK (quiet_hours_start ~ '^([01][0-9]|2[0-3]):00$'),
    quiet_hours_end text NOT NULL DEFAULT '08:00' CHECK (quiet_hours_end ~ '^([01][0-9]|2[0-3]):00$'),
    new_messages boolean NOT NULL DEFAULT true,
    mentions boolean NOT NULL DEFAULT true,
    reactions boolean NOT NULL DEFAULT true,
    friend_requests boolean NOT NULL DEFAULT true,
    photo_likes boolean NOT NULL DEFAULT true,
    new_matches boolean NOT NULL DEFAULT true,
    room_invites boolean NOT NULL DEFAULT true,
    system_updates boolean NOT NULL DEFAULT true,
    security_alerts boolean NOT NULL DEFAULT true,
    profile_views boolean NOT NULL DEFAULT false,
    email_daily_summary boolean NOT NULL DEFAULT false,
    email_weekly_highlights boolean NOT NULL DEFAULT true,
    email_important_updates boolean NOT NULL DEFAULT true,
    email_security_alerts boolean NOT NULL DEFAULT true
  )`,
  `CREATE TABLE notifications (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type text NOT NULL,
    title text NOT NULL,
    body text,
    data jsonb,
    read boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC)`,
  `CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT read`,
  `CREATE TABLE friend_requests (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    receiver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
    created_at timestamptz NOT NULL DEFAULT now(),
    responded_at timestamptz,
    CHECK (sender_id <> receiver_id)
  )`,
  `CREATE UNIQUE INDEX friend_requests_pending_key ON friend_requests (sender_id, receiver_id) WHERE status = 'pending'`,
  `CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status)`,
  `CREATE TABLE friendships (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user1_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user2_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user1_id, user2_id),
    CHECK (user1_id < user2_id)
  )`,
  `CREATE INDEX friendships_user2_idx ON friendships (user2_id)`,
  `CREATE TABLE user_privacy_settings (
    user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    profile_visibility text NOT NULL DEFAULT 'public' CHECK (profile_visibility IN ('public', 'friends', 'private')),
    show_online_status boolean NOT NULL DEFAULT true,
    show_last_seen boolean NOT NULL DEFAULT true,
    show_age boolean NOT NULL DEFAULT true,
    show_location boolean NOT NULL DEFAULT true,
    show_photos_to_strangers boolean NOT NULL DEFAULT true,
    discoverable_in_search boolean NOT NULL DEFAULT true,
    allow_mentions boolean NOT NULL DEFAULT true,
    allow_direct_messages text NOT NULL DEFAULT 'everyone' CHECK (allow_direct_messages IN ('everyone', 'friends', 'nobody'))
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'user_privacy_settings',
    'friendships',
    'friend_requests',
    'notifications',
    'user_notification_settings',
    'reports',
    'user_moderation_actions',
    'blocked_users',
    'user_photos',
    'messages',
    'room_members',
    'rooms',
    'sessions',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
