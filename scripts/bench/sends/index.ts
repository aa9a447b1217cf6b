// `pnpm --filter @nahbar/scripts bench:sends`: how many sent messages one node stores per
// second, with each send acknowledged only after its row is committed. The app runs twice in the
// same bench, once storing every send with its own statement (MESSAGE_BATCH_MAX=1, how sends were
// stored before group commit) and once grouping them (the default), against the raw ceiling: the
// database taking multi-row INSERTs of the same schema as fast as it can. Members call
// `messages.send` on their tRPC WebSockets (the web app sends over HTTP; a socket's sends are
// pipelined), into one room and spread over ten rooms; a lone member sending one message at a
// time gives the send-to-ack latency of a quiet moment.
// With BENCH_DATABASE_URL (a Postgres server) on a fresh database there; else embedded PGlite.
import { fileURLToPath } from 'node:url';
import { ServerProcess } from '../fanout/child';
import { benchDatabase } from '../fanout/database';
import { registerMany } from '../fanout/members';
import { BENCH_ORIGIN } from '../fanout/protocol';
import { rawInsertRate } from './raw-insert';
import { TrpcSender } from './trpc-socket';

const MEMBERS = 20;
/** Sends each member keeps in flight: 20 × 10 = 200 senders waiting at once. */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 10);
const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const QUIET_SENDS = 200;

async function post(port: number, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Members of their own for one run; `first` keeps the runs' names apart on a shared database. */
async function members(port: number, first: number): Promise<string[]> {
  return (await registerMany(port, first, MEMBERS)).map((member) => member.cookie);
}

async function rooms(port: number, cookies: string[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await post(port, '/api/rooms', { name: `Sends ${Date.now()} ${i}` }, cookies[0]);
    if (res.status !== 201) throw new Error(`create room: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    for (const cookie of cookies.slice(1)) {
      const joined = await post(port, `/api/rooms/${id}/join`, {}, cookie);
      if (joined.status !== 200) throw new Error(`join: ${joined.status} ${await joined.text()}`);
    }
    ids.push(id);
  }
  return ids;
}

/** Acknowledged sends per second with every sender sending again as soon as it hears back. */
async function saturated(senders: TrpcSender[], roomIds: string[]): Promise<number> {
  let acked = 0;
  let running = true;
  const loops = senders.flatMap((sender, s) =>
    Array.from({ length: IN_FLIGHT }, async (_, k) => {
      const roomId = roomIds[(s * IN_FLIGHT + k) % roomIds.length] ?? '';
      while (running) {
        await sender.send(roomId, `bench:${performance.now().toFixed(3)}`);
        acked += 1;
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500)); // warm-up
  const start = acked;
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
  const rate = (acked - start) / ((performance.now() - startedAt) / 1000);
  running = false;
  await Promise.all(loops);
  return rate;
}

async function quietLatency(sender: TrpcSender, roomId: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < QUIET_SENDS; i++) {
    const started = performance.now();
    await sender.send(roomId, `quiet ${i}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

interface Result {
  oneRoom: number;
  tenRooms: number;
  p50: number;
  p99: number;
}

async function measure(databaseUrl: string | undefined, batchMax: number): Promise<Result> {
  const server = await ServerProcess.start(
    fileURLToPath(new URL('../fanout/app-server.ts', import.meta.url)),
    {
      APP_DATABASE_URL: databaseUrl ?? '',
      MESSAGE_BATCH_MAX: String(batchMax),
    },
  );
  try {
    const cookies = await members(server.port, batchMax === 1 ? 0 : MEMBERS);
    const [single = '', ...others] = await rooms(server.port, cookies, 11);
    const senders = await Promise.all(cookies.map((cookie) => TrpcSender.open(server.port, cookie)));
    const quiet = await quietLatency(senders[0] as TrpcSender, single);
    const oneRoom = await saturated(senders, [single]);
    const tenRooms = await saturated(senders, others);
    for (const sender of senders) sender.close();
    return { oneRoom, tenRooms, ...quiet };
  } finally {
    await server.stop();
  }
}

const database = await benchDatabase();
try {
  const engine = database.url ? 'Postgres' : 'PGlite (embedded)';
  console.log(`stored messages/s on one node, ${engine}, ${MEMBERS * IN_FLIGHT} sends in flight`);
  const raw = await rawInsertRate(database.url, DURATION_MS);
  const before = await measure(database.url, 1);
  const grouped = await measure(database.url, 256);
  const row = (name: string, r: Result) =>
    console.log(
      `${name.padEnd(24)} ${r.oneRoom.toFixed(0).padStart(9)} ${r.tenRooms.toFixed(0).padStart(10)}` +
        `   ${(r.oneRoom / raw).toFixed(2).padStart(8)}   ${r.p50.toFixed(2).padStart(7)} ms ${r.p99.toFixed(2).padStart(7)} ms`,
    );
  console.log(`${''.padEnd(24)}  one room  ten rooms   vs raw   quiet p50   quiet p99`);
  row('one statement per send', before);
  row('group commit', grouped);
  console.log(`${'raw batched INSERT'.padEnd(24)} ${raw.toFixed(0).padStart(9)}`);
  console.log(
    `group commit vs one statement per send: ${(grouped.oneRoom / before.oneRoom).toFixed(1)}× one room, ` +
      `${(grouped.tenRooms / before.tenRooms).toFixed(1)}× ten rooms`,
  );
} finally {
  await database.drop();
}
