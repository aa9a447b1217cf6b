import { type Kysely, sql } from 'kysely';

/** The check the initial schema gave the column, by the name Postgres chose for it. */
const replaceCheck = (allowed: ReturnType<typeof sql>) => sql`ALTER TABLE users
  DROP CONSTRAINT users_gender_preference_check,
  ADD CONSTRAINT users_gender_preference_check CHECK (gender_preference IN (${allowed}))`;

/**
 * The contact filter can choose each of the profile's genders (registration now offers them
 * all), not only the spec's male or female.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await replaceCheck(sql`'all', 'male', 'female', 'non-binary', 'other'`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // A choice the old check does not know becomes "everyone", the default.
  await sql`UPDATE users SET gender_preference = 'all' WHERE gender_preference IN ('non-binary', 'other')`.execute(
    db,
  );
  await replaceCheck(sql`'all', 'male', 'female'`).execute(db);
}
