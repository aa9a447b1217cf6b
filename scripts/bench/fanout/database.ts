import pg from 'pg';

/**
 * With BENCH_DATABASE_URL (a Postgres server) the app runs on a fresh database there,
 * dropped afterwards; without it, on embedded PGlite as `pnpm start` does.
 */
export async function benchDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `nahbar_bench_fanout_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
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
