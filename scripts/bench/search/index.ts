// `pnpm bench:search`: search and history latency on a million messages in real Postgres.
// BENCH_DATABASE_URL names the server (default: the local one); the data goes to its own
// database, nahbar_bench_search_v2, seeded on the first run and reused after.
// `pnpm bench:search --pglite`: the same queries on embedded PGlite (in memory) at 100,000.
// Every search must find messages, and only messages its member may see (visibility-check.ts).
import { loadavg } from 'node:os';
import { createDb, messagesQueries, searchQueries } from '@nahbar/db';
import { sql } from 'kysely';
import pg from 'pg';
import {
  COMMON_TERM,
  HIDDEN_TERM,
  HIDDEN_TERM_VISIBLE_HITS,
  QUIET_ROOMS,
  SELECTIVE_TERM,
  seedIfEmpty,
} from './seed';
import { assertVisible, hiddenHits, type Visibility, visibilityOf } from './visibility-check';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** v2: many senders, private rooms and blocks. The first seed (one sender, all public) is dropped. */
const DB_NAME = 'nahbar_bench_search_v2';
const OLD_DB_NAMES = ['nahbar_bench_search'];
const RUNS = 1000;
/** A slow query stops after this long (with at least MIN_RUNS), so the bench ends in minutes. */
const BUDGET_MS = 20_000;
const MIN_RUNS = 20;
const PAGE = 20;

async function ensureDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  for (const old of OLD_DB_NAMES) {
    const stale = await admin.query('select 1 from pg_database where datname = $1', [old]);
    if (stale.rowCount === 0) continue;
    console.log(
      `dropping the outdated bench database ${old} (its seed had no private rooms, blocks or other senders)`,
    );
    await admin.query(`drop database ${old} with (force)`);
  }
  const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (found.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

type Found = Awaited<ReturnType<typeof searchQueries.messages>>;

/**
 * A search that finds nothing measures nothing, and one that shows what its member may not see
 * is wrong however fast: every search here must find messages, all of them visible. Checked on
 * every run (a few microseconds of the measured time).
 */
function checked(visibility: Visibility, search: () => Promise<Found>): () => Promise<Found> {
  return async () => {
    const rows = await search();
    if (rows.length === 0) throw new Error('a bench search found nothing');
    assertVisible(rows, visibility);
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

/** The machine's load (1, 5, 15 minutes): figures are only comparable at a similar load. */
function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
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
  const searcher = await visibilityOf(db, userId);
  const quiet = await visibilityOf(db, quietMemberId);
  const hidden = await hiddenHits(db, searcher, [SELECTIVE_TERM, COMMON_TERM, HIDDEN_TERM]);
  const search = (who: string, visibility: Visibility, words: string[]) =>
    checked(visibility, () => searchQueries.messages(db, who, words, 10));
  const loadBefore = loadAverage();
  const depth = Math.floor(largeRoomSize / 2);
  const cursor = largeRoomSize - depth;
  const rows: [string, { p50: number; p99: number; runs: number }][] = [
    [
      `search, selective term ('${SELECTIVE_TERM}')`,
      await measure(search(userId, searcher, [SELECTIVE_TERM])),
    ],
    [`search, common term ('${COMMON_TERM}')`, await measure(search(userId, searcher, [COMMON_TERM]))],
    [
      `search, two words ('${COMMON_TERM} kaffee')`,
      await measure(search(userId, searcher, [COMMON_TERM, 'kaffee'])),
    ],
    [
      `search, term mostly hidden from the searcher ('${HIDDEN_TERM}', ${HIDDEN_TERM_VISIBLE_HITS} visible)`,
      await measure(search(userId, searcher, [HIDDEN_TERM])),
    ],
    [
      `search, common term, member of ${QUIET_ROOMS} quiet rooms`,
      await measure(search(quietMemberId, quiet, [COMMON_TERM])),
    ],
    [
      // Two of the seed's words meet in about one message of 400: rare in ten rooms (44 hits of
      // the million), and the seed's words are fixed, so they are there at 100,000 too.
      `search, two words, member of ${QUIET_ROOMS} quiet rooms ('zug bahn')`,
      await measure(search(quietMemberId, quiet, ['zug', 'bahn'])),
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
    `\n${total.rows[0]?.n.toLocaleString('en')} messages on ${onPglite ? 'PGlite' : 'Postgres'}, 10 warm-up runs per query, one connection`,
  );
  const hiddenSummary = Object.entries(hidden)
    .map(
      ([word, n]) => `'${word}' ${n.outsideRooms.toLocaleString('en')} + ${n.blocked.toLocaleString('en')}`,
    )
    .join(', ');
  console.log(
    `messages with the word the searcher may not see (in rooms it is not in + by senders blocked either way): ${hiddenSummary}`,
  );
  console.log(`load average: ${loadBefore} before the runs, ${loadAverage()} after\n`);
  console.log('| query | runs | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  for (const [name, { p50, p99, runs }] of rows) {
    console.log(`| ${name} | ${runs} | ${p50.toFixed(2)} | ${p99.toFixed(2)} |`);
  }
} finally {
  await db.destroy();
}
