// `pnpm db:migrate`: brings the configured database (Postgres or embedded) up to date.
import { loadConfig } from '@nahbar/api';
import { createDb, migrateToLatest, seedPublicRooms } from '@nahbar/db';

const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(db);
  await seedPublicRooms(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.destroy();
}
