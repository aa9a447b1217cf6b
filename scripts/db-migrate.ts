// `pnpm db:migrate`: brings the configured database (Postgres or embedded) up to date.
import { migrateToLatest, seedPublicRooms } from '@nahbar/db';
import { withToolDb } from './src/tools/tool-db';

await withToolDb('db:migrate', async (db) => {
  const applied = await migrateToLatest(db);
  await seedPublicRooms(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
});
