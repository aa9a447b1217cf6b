import { type Kysely, sql } from 'kysely';

/**
 * Search that stays fast for common words. The message vector is stored (computed once, at
 * insert, by the database) so that a search can test the newest messages one by one cheaply:
 * for a word in every third message the newest ten hits are among the newest few dozen messages,
 * found by walking `messages_created_idx` backwards, while the GIN index over the same column
 * still serves rare words. Computing the vector per row instead costs about 35 µs a row.
 * Queries name their columns, so history pages do not carry the vector.
 */
const statements = [
  `ALTER TABLE messages ADD COLUMN search_vector tsvector
     GENERATED ALWAYS AS (nahbar_message_vector(content)) STORED`,
  `CREATE INDEX messages_search_vector_idx ON messages USING gin (search_vector)`,
  `DROP INDEX messages_search_idx`,
  `CREATE INDEX messages_created_idx ON messages (created_at, id)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS messages_created_idx').execute(db);
  await sql
    .raw('CREATE INDEX messages_search_idx ON messages USING gin (nahbar_message_vector(content))')
    .execute(db);
  await sql.raw('ALTER TABLE messages DROP COLUMN search_vector').execute(db);
}
