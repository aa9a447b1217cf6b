import { sql } from 'kysely';
import type { Db } from '../create-db';
import type { NewUser, User, UserUpdate } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export function findById(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique ignoring case, so look-ups ignore it too. */
export function findByUsername(db: Executor, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export function insert(db: Executor, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function setRole(db: Executor, username: string, role: 'user' | 'admin'): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role })
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** The fields of the profile form (name, age, gender, bio, place, contact preferences). */
export type ProfileFields = Pick<
  UserUpdate,
  | 'displayName'
  | 'age'
  | 'gender'
  | 'bio'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'genderPreference'
  | 'ageMin'
  | 'ageMax'
>;

/** Stores the profile form's fields (those left out keep their values) and returns the member. */
export function updateProfile(db: Executor, userId: string, fields: ProfileFields): Promise<User> {
  return db
    .updateTable('users')
    .set(fields)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setContactFilters(
  db: Executor,
  userId: string,
  filters: Pick<User, 'genderPreference' | 'ageMin' | 'ageMax'>,
): Promise<void> {
  await db.updateTable('users').set(filters).where('id', '=', userId).execute();
}

/** Stores the member's interface language. */
export async function setLocale(db: Executor, userId: string, locale: 'de' | 'en'): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** Online while the user has a live connection; `lastSeen` is when the last one closed. */
export async function setOnline(db: Executor, userId: string, isOnline: boolean, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set(isOnline ? { isOnline } : { isOnline, lastSeen: at })
    .where('id', '=', userId)
    .execute();
}

/** A change of one user's online status, for `setOnlineMany`. */
export interface OnlineChange {
  userId: string;
  isOnline: boolean;
  at: Date;
}

/**
 * `setOnline` for many users in one statement: when an instance restarts or its network
 * blips, everyone on it goes offline and comes back at once, and a statement each kept the
 * embedded database, which answers on the app's thread, from letting the event loop turn.
 * One change per user (the caller writes a user's changes in order, one at a time).
 */
export async function setOnlineMany(db: Db, changes: readonly OnlineChange[]): Promise<void> {
  // In the order of their ids: where the plan walks them in turn (a loop over the key's index),
  // two instances writing the same members lock the rows in one order. A deadlock Postgres
  // breaks otherwise costs the group a run one by one (grouped-calls.ts), not a change.
  const sorted = [...changes].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const rows = JSON.stringify(
    sorted.map(({ userId, isOnline, at }) => ({ id: userId, online: isOnline, at })),
  );
  await sql`UPDATE users u SET is_online = c.online,
      last_seen = CASE WHEN c.online THEN u.last_seen ELSE c.at END
    FROM jsonb_to_recordset(${rows}::jsonb) AS c(id uuid, online boolean, at timestamptz)
    WHERE u.id = c.id`.execute(db);
}

/** Which of `userIds` are connected anywhere now (`users.is_online`). */
export async function onlineAmong(db: Executor, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('isOnline', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

/** After a restart of the only instance nobody is connected any more. */
export async function setAllOffline(db: Executor, at: Date): Promise<void> {
  await db.updateTable('users').set({ isOnline: false, lastSeen: at }).where('isOnline', '=', true).execute();
}

export async function primaryPhotoUrl(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('userPhotos')
    .select('photoUrl')
    .where('userId', '=', userId)
    .where('isPrimary', '=', true)
    .executeTakeFirst();
  return row?.photoUrl ?? null;
}

/** Primary photo URLs of many users in one query. */
export async function primaryPhotoUrls(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('userPhotos')
    .select(['userId', 'photoUrl'])
    .where('userId', 'in', [...new Set(userIds)])
    .where('isPrimary', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.userId, r.photoUrl]));
}
