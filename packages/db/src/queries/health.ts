import { sql } from 'kysely';
import type { Db } from '../create-db';

/** The cheapest round trip: whether the database answers at all (the readiness check). */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
