import { SEED_PUBLIC_ROOMS } from '@nahbar/contracts';
import { sql } from 'kysely';
import type { Db } from './create-db';

/** The public rooms every installation starts with; safe to run at every start. */
export async function seedPublicRooms(db: Db): Promise<void> {
  for (const room of SEED_PUBLIC_ROOMS) {
    await db
      .insertInto('rooms')
      .values({ name: room.name, description: room.description, isPrivate: false, seedKey: room.key })
      .onConflict((oc) => oc.expression(sql`lower(name)`).where('isDirect', '=', false).doNothing())
      .execute();
  }
}
