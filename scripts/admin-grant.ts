// `pnpm admin:grant <username>`: gives an existing user the admin role.
import { loadConfig } from '@nahbar/api';
import { createDb, migrateToLatest, usersQueries } from '@nahbar/db';

const username = process.argv[2];
if (!username) {
  console.error('Usage: pnpm admin:grant <username>');
  process.exit(2);
}
const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(db);
  if (await usersQueries.setRole(db, username, 'admin')) {
    console.log(`${username} is now an admin.`);
  } else {
    console.error(`No user named ${username}.`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
