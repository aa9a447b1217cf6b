// `pnpm bench:search`: search and history latency on a million messages in real Postgres.
// BENCH_DATABASE_URL names the server (default: the local one); the data goes to its own
// database, nahbar_bench_search, seeded on the first run and reused after.
// `pnpm bench:search --pglite`: the same queries on embedded PGlite (in memory) at 100,000.
import { createDb, messagesQueries, searchQueries } from '@nahbar/db';
import { sql } from 'kysely';
import pg from 'pg';
import { COMMON_TERM, QUIET_ROOMS, SELECTIVE_TERM, seedIfEmpty } from './seed';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'nahbar_bench_search';
const RUNS = 1000;
/** A slow query stops after this long (with at least MIN_RUNS), so the bench ends in minutes. */
const BUDGET_MS = 20_000;
const MIN_RUNS = 20;
const PAGE = 20;

async function ensureDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (found.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** A search that finds nothing measures nothing: every search here must find messages. */
function found(search: () => Promise<unknown[]>): () => Promise<unknown[]> {
  return async () => {
    const rows = await search();
    if (rows.length === 0) throw new Error('a bench search found nothing');
    return rows;
  };
}

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p99: number; runs: number }> {
  for (let i = 0; i < 10; i++) await run(); // warm-up: plans and buffers
  const times: number[] = [];
  const began = Date.now();
  for (let i = 0; i < RUNS && (i < MIN_RUNS || Date.now() - began < BUDGET_MS); i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), runs: times.length };
}

const onPglite = process.argv.includes('--pglite');
const PGLITE_MESSAGES = 100_000;
const db = onPglite
  ? createDb({ dataDir: 'memory://' })
  : createDb({ databaseUrl: await ensureDatabase(), dataDir: 'memory://', maxConnections: 2 });
try {
  const { userId, quietMemberId, largeRoomId, largeRoomSize } = await seedIfEmpty(
    db,
    onPglite ? PGLITE_MESSAGES : undefined,
  );
  const depth = Math.floor(largeRoomSize / 2);
  const cursor = largeRoomSize - depth;
  const rows: [string, { p50: number; p99: number; runs: number }][] = [
    [
      `search, selective term ('${SELECTIVE_TERM}')`,
      await measure(found(() => searchQueries.messages(db, userId, [SELECTIVE_TERM], 10))),
    ],
    [
      `search, common term ('${COMMON_TERM}')`,
      await measure(found(() => searchQueries.messages(db, userId, [COMMON_TERM], 10))),
    ],
    [
      `search, two words ('${COMMON_TERM} kaffee')`,
      await measure(found(() => searchQueries.messages(db, userId, [COMMON_TERM, 'kaffee'], 10))),
    ],
    [
      `search, common term, member of ${QUIET_ROOMS} quiet rooms`,
      await measure(found(() => searchQueries.messages(db, quietMemberId, [COMMON_TERM], 10))),
    ],
    [
      `search, selective term, member of ${QUIET_ROOMS} quiet rooms ('zug bahn kaffee')`,
      await measure(found(() => searchQueries.messages(db, quietMemberId, ['zug', 'bahn', 'kaffee'], 10))),
    ],
    [
      `history page at depth ${depth.toLocaleString('en')}, keyset`,
      await measure(() => messagesQueries.listBefore(db, largeRoomId, cursor, PAGE)),
    ],
    [
      `history page at depth ${depth.toLocaleString('en')}, OFFSET (contrast)`,
      // The same page as listBefore reads, found by counting rows instead of by key.
      await measure(() =>
        db
          .selectFrom('messages as m')
          .innerJoin('users as u', 'u.id', 'm.userId')
          .leftJoin('userPhotos as p', (j) =>
            j.onRef('p.userId', '=', 'm.userId').on('p.isPrimary', '=', true),
          )
          .selectAll('m')
          .select(['u.username', 'u.displayName', 'u.gender', 'u.avatar', 'p.photoUrl as primaryPhotoUrl'])
          .where('m.roomId', '=', largeRoomId)
          .orderBy('m.sequenceId', 'desc')
          .offset(depth)
          .limit(PAGE)
          .execute(),
      ),
    ],
  ];
  const total = await sql<{ n: number }>`select count(*)::int as n from messages`.execute(db);
  console.log(
    `\n${total.rows[0]?.n.toLocaleString('en')} messages on ${onPglite ? 'PGlite' : 'Postgres'}, 10 warm-up runs per query, one connection\n`,
  );
  console.log('| query | runs | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  for (const [name, { p50, p99, runs }] of rows) {
    console.log(`| ${name} | ${runs} | ${p50.toFixed(2)} | ${p99.toFixed(2)} |`);
  }
} finally {
  await db.destroy();
}
