import { type Kysely, sql } from 'kysely';

/**
 * Full-text search over messages for German and English, and fuzzy look-up of users and rooms.
 *
 * `nahbar_fold` lowers and folds accents the same way for documents and queries, including
 * the ASCII spellings of umlauts (ae, oe, ue, ss), so 'muenchen', 'München' and 'munchen'
 * meet. `nahbar_message_vector` holds the folded words as they are (for prefix matching) and
 * their German and English stems (for 'Häuser' ~ 'Haus', 'running' ~ 'run'). It is indexed as
 * an expression rather than stored, so history pages never carry it.
 */
const statements = [
  `CREATE FUNCTION nahbar_fold(input text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     RETURN replace(replace(replace(replace(
       translate(lower(input), 'äöüáàâãåéèêëíìîïóòôõúùûýÿçñ', 'aouaaaaaeeeeiiiiooooouuuyycn'),
       'ß', 'ss'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u')`,
  `CREATE FUNCTION nahbar_message_vector(content text) RETURNS tsvector
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     RETURN to_tsvector('simple'::regconfig, nahbar_fold(content))
       || to_tsvector('german'::regconfig, nahbar_fold(content))
       || to_tsvector('english'::regconfig, nahbar_fold(content))`,
  `CREATE INDEX messages_search_idx ON messages USING gin (nahbar_message_vector(content))`,
  `CREATE INDEX users_username_trgm_idx ON users USING gin (nahbar_fold(username) gin_trgm_ops)`,
  `CREATE INDEX users_display_name_trgm_idx ON users USING gin (nahbar_fold(display_name) gin_trgm_ops)`,
  `CREATE INDEX rooms_name_trgm_idx ON rooms USING gin (nahbar_fold(name) gin_trgm_ops) WHERE NOT is_direct`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS rooms_name_trgm_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS users_display_name_trgm_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS users_username_trgm_idx').execute(db);
  await sql.raw('DROP INDEX IF EXISTS messages_search_idx').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS nahbar_message_vector(text)').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS nahbar_fold(text)').execute(db);
}
