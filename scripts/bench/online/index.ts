// `pnpm --filter @nahbar/scripts bench:online`: what many members coming online or going offline
// at once costs one app instance: a restart or a network blip reconnects everyone, a proxy
// closing its connections drops everyone. Each change is written to `users.is_online` and
// published on the member's presence topic (realtime/online-status.ts). The bench takes the
// app's dependencies as the server builds them (embedded PGlite, or a fresh database on the
// Postgres server named by BENCH_DATABASE_URL), registers ONLINE_MEMBERS members (default
// 1,000), and tells the online status that each connected, then that each disconnected, all in
// one turn, as the sockets' events would. It prints the time until every write was settled and
// the longest the event loop was held meanwhile (every socket of the instance waits that long).
import { buildDeps, loadConfig } from '@nahbar/api';
import { usersQueries } from '@nahbar/db';
import { person } from '@nahbar/db/testing';
import { benchDatabase } from '../fanout/database';

const MEMBERS = Number(process.env.ONLINE_MEMBERS ?? 1000);
const ROUNDS = Number(process.env.ONLINE_ROUNDS ?? 3);

const database = await benchDatabase();
const deps = await buildDeps(
  loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: database.url ?? '',
    REDIS_URL: '',
  }),
);

async function register(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await usersQueries.insert(deps.db, person(`online${i}`));
    ids.push(user.id);
  }
  return ids;
}

/** Runs `change` for every member in one turn; the time until all is written, and the loop's longest hold. */
async function wave(ids: string[], change: (id: string) => void): Promise<{ ms: number; heldMs: number }> {
  // The longest gap between the ticks of a 1 ms timer. (Node's event-loop delay monitor
  // missed holds that began in the turn it was enabled in.)
  let last = performance.now();
  let gap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  for (const id of ids) change(id);
  await deps.online.settled();
  const ms = performance.now() - started;
  // A tick after the last write, so a hold that ended with it is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(ticker);
  return { ms, heldMs: gap };
}

const ids = await register(MEMBERS);
const online = async () =>
  Number(
    (
      await deps.db
        .selectFrom('users')
        .select(deps.db.fn.countAll().as('count'))
        .where('isOnline', '=', true)
        .where('username', 'like', 'online%')
        .executeTakeFirstOrThrow()
    ).count,
  );
console.log(`${MEMBERS} members on ${database.url ? 'Postgres' : 'embedded PGlite'}, ${ROUNDS} rounds`);
console.log('round  wave     written in   loop held   online after');
for (let round = 1; round <= ROUNDS; round++) {
  const up = await wave(ids, (id) => deps.online.connected(id));
  const upCount = await online();
  const down = await wave(ids, (id) => deps.online.disconnected(id));
  const downCount = await online();
  for (const [name, figures, count] of [
    ['connect', up, upCount],
    ['leave', down, downCount],
  ] as const) {
    console.log(
      `${String(round).padEnd(7)}${name.padEnd(9)}${`${figures.ms.toFixed(0)} ms`.padStart(10)}${`${figures.heldMs.toFixed(0)} ms`.padStart(12)}${String(count).padStart(15)}`,
    );
  }
}
await deps.online.close();
await deps.db.destroy();
await database.drop();
process.exit(0);
