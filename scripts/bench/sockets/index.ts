// `pnpm --filter @nahbar/scripts bench:sockets`: what live sockets cost one app instance.
// Part 1 opens SOCKETS_COUNT (default 20,000) authenticated idle sockets, half tRPC
// subscriptions to `live.room` and half `/ws` joins, from SOCKETS_CLIENTS (default 4) client
// processes and eight loopback addresses; it prints the time to accept them, server memory per
// socket, and the latency of messages into a room of 1,000 of them. Part 2 runs CHURN_CYCLES
// (default 100,000) connect–subscribe–disconnect cycles against a fresh instance and follows
// the server's heap after forced collections, to show that sockets and subscriptions leave
// nothing behind (SOCKETS_HEAP_SNAPSHOTS=dir also writes a heap snapshot at each sample).
// Embedded PGlite by default, Postgres with BENCH_DATABASE_URL; SOCKETS_PARTS=idle or =churn
// runs one part. Exits non-zero when a socket failed, a message went missing, the heap grew
// by more than 10% or the server kept sockets, feeds or presence after the churn.
import { type ChurnResult, runChurn } from './churn-run';
import { ClientPool } from './client-pool';
import { fileLimitFor } from './file-limit';
import { type IdleResult, runIdle } from './idle-run';
import { loadAverages } from './proc-stats';
import { printChurn, printIdle } from './report';

const SOCKETS = Number(process.env.SOCKETS_COUNT ?? 20_000);
const CYCLES = Number(process.env.CHURN_CYCLES ?? 100_000);
const PARTS = (process.env.SOCKETS_PARTS ?? 'idle,churn').split(',');
/** Client processes: with two cores, four keep the clients' side from being the limit. */
const CLIENTS = Number(process.env.SOCKETS_CLIENTS ?? 4);
/** Client files: each holds its share of the sockets and a few of its own. */
const CLIENT_FILE_RESERVE = 200;

async function run(): Promise<boolean> {
  const started = performance.now();
  console.log(`Load average at the start: ${loadAverages()}`);
  const clientFiles = fileLimitFor(Math.ceil(SOCKETS / CLIENTS) + CLIENT_FILE_RESERVE);
  const clients = ClientPool.start(CLIENTS, clientFiles.launcher);
  let idle: IdleResult | undefined;
  let churn: ChurnResult | undefined;
  const verdicts: boolean[] = [];
  try {
    if (PARTS.includes('idle')) idle = await runIdle(clients, SOCKETS);
    if (PARTS.includes('churn')) churn = await runChurn(clients, CYCLES);
  } finally {
    clients.stop();
    // The figures at the end, together; those of a part that finished even if the next failed.
    if (idle) verdicts.push(printIdle(idle, CLIENTS));
    if (churn) verdicts.push(printChurn(churn));
    console.log(
      `\n${((performance.now() - started) / 1000).toFixed(0)} s in all; load average now ${loadAverages()}.`,
    );
  }
  return verdicts.every(Boolean);
}

process.exitCode = (await run()) ? 0 : 1;
