import { type Kysely, sql } from 'kysely';

/**
 * The public rooms every installation starts with carry a stable key ('lobby', 'berlin', ...),
 * so that clients show their description from the text catalogue in the member's language
 * rather than the one stored text. Rooms members or admins make have none.
 *
 * Rooms seeded before this migration get their key here: a named public room that nobody
 * created (the seed sets no creator) and that has one of the seed's names. The list is copied,
 * not imported: a migration is frozen in time.
 */
const SEEDED = [
  ['lobby', 'lobby'],
  ['berlin', 'berlin'],
  ['wien', 'wien'],
  ['zürich', 'zurich'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rooms').addColumn('seed_key', 'text').execute();
  await sql`CREATE UNIQUE INDEX rooms_seed_key_idx ON rooms (seed_key) WHERE seed_key IS NOT NULL`.execute(
    db,
  );
  for (const [name, key] of SEEDED) {
    await sql`UPDATE rooms SET seed_key = ${key}
      WHERE lower(name) = ${name} AND is_direct = false AND created_by IS NULL`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS rooms_seed_key_idx`.execute(db);
  await db.schema.alterTable('rooms').dropColumn('seed_key').execute();
}
