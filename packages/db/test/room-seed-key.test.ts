import { SEED_PUBLIC_ROOMS } from '@nahbar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as roomSeedKey from '../src/migrations/0015-room-seed-key';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

describe.each(testDatabaseKinds())('the room seed key migration on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  it('gives the rooms seeded before it their key, and rooms people made none', async () => {
    const { db } = t;
    await roomSeedKey.down(db);
    // As the seed and members made rooms before the key existed.
    for (const room of SEED_PUBLIC_ROOMS) {
      await db.insertInto('rooms').values({ name: room.name, description: room.description }).execute();
    }
    await db.insertInto('rooms').values({ name: 'Hamburg', description: 'Moin' }).execute();
    await roomSeedKey.up(db);

    const rooms = await t.db.selectFrom('rooms').select(['name', 'seedKey']).execute();
    const keyOf = new Map(rooms.map((room) => [room.name, room.seedKey]));
    for (const room of SEED_PUBLIC_ROOMS) expect(keyOf.get(room.name), room.name).toBe(room.key);
    expect(keyOf.get('Hamburg')).toBeNull();
  });
});
