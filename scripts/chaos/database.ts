import pg from 'pg';

/**
 * With an admin URL (a Postgres server) the app runs on a fresh database there, dropped
 * afterwards; without one, on embedded PGlite in memory.
 */
export async function floodDatabase(adminUrl: string | undefined) {
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `nahbar_chaos_flood_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
