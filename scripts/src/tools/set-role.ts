import { migrateToLatest, usersQueries } from '@nahbar/db';
import { withToolDb } from './tool-db';

/**
 * `pnpm admin:grant <username>` and `pnpm admin:revoke <username>`: an existing member's role.
 * The role lives in the users table and is read with every session check, never kept in
 * the session itself.
 */
export async function setRoleFromCommandLine(command: 'admin:grant' | 'admin:revoke'): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error(`Usage: pnpm ${command} <username>`);
    process.exitCode = 2;
    return;
  }
  const role = command === 'admin:grant' ? 'admin' : 'user';
  await withToolDb(command, async (db) => {
    await migrateToLatest(db);
    if (await usersQueries.setRole(db, username, role)) {
      console.log(role === 'admin' ? `${username} is now an admin.` : `${username} is no longer an admin.`);
    } else {
      console.error(`No user named ${username}.`);
      process.exitCode = 1;
    }
  });
}
