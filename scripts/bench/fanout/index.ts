// `pnpm bench:fanout`: live fan-out of the app (tRPC subscriptions and `/ws`) against a bare
// `ws` broadcast server, on loopback, for rooms of 100 and 1000 connected clients. Prints
// delivered messages per second at saturation, latency at a moderate rate and memory per
// idle connection, each with its ratio to the baseline. Numbers, not a pass/fail test.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerProcess } from './child';
import { closeAll, connectReceivers, connectSender, Receipts, type Target, type Transport } from './clients';
import { benchDatabase } from './database';
import { latencyAt, saturatedRate, sleep } from './measure';
import { BENCH_ORIGIN } from './protocol';
import { printTable, type Row } from './report';

const here = fileURLToPath(new URL('.', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'ws,trpc').split(',') as ('ws' | 'trpc')[];
const USERS = 50;
/** Members sending at once in the saturation run; the latency run uses one. */
const SENDERS = Number(process.env.BENCH_SENDERS ?? 4);
const SATURATION_MS = 4000;
/**
 * A moderate rate per room size: 50 messages/s in a room of 100 (5,000 deliveries/s), 10/s
 * in a room of 1000 (10,000/s); below what either server sustains.
 */
const latencyRate = (size: number) => (size <= 100 ? 50 : 10);
const LATENCY_MS = 4000;
const WARM_UP_CLIENTS = 20;

async function register(port: number, index: number): Promise<string> {
  const username = `bench${process.pid % 1000}_${index}`;
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'benchmark1',
      confirmPassword: 'benchmark1',
      age: 30,
      gender: index % 2 ? 'male' : 'female',
      location: 'Berlin',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function appTarget(port: number): Promise<Target & { senderCookies: string[] }> {
  const cookies: string[] = [];
  for (let i = 0; i < USERS + SENDERS; i++) cookies.push(await register(port, i));
  const senderCookies = cookies.slice(0, SENDERS);
  const receivers = cookies.slice(SENDERS);
  const senderCookie = senderCookies[0] ?? '';
  const res = await fetch(`http://127.0.0.1:${port}/api/rooms`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie: senderCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Fan-out ${Date.now()}`, isPrivate: false }),
  });
  if (res.status !== 201) throw new Error(`create room: ${res.status} ${await res.text()}`);
  const room = (await res.json()) as { id: string };
  return { port, roomId: room.id, cookies: receivers, senderCookies };
}

async function scenario(
  server: ServerProcess,
  transport: Transport,
  target: Target,
  senderCookies: string[],
  size: number,
): Promise<Row> {
  const receipts = new Receipts();
  // A first few connections pay for what a process sets up once (code paths compiled, the
  // database pool opened); they are not what one more idle connection costs.
  await closeAll((await connectReceivers(transport, target, WARM_UP_CLIENTS, receipts)).map((c) => c.socket));
  await sleep(500);
  const before = await server.memory();
  const receivers = await connectReceivers(transport, target, size, receipts);
  await sleep(1500);
  const after = await server.memory();
  const senders = await Promise.all(senderCookies.map((cookie) => connectSender(transport, target, cookie)));
  const probe = receivers.at(-1);
  if (!probe) throw new Error('no receivers');
  const rate = await saturatedRate(
    senders.map((s) => s.send),
    probe,
    receipts,
    SATURATION_MS,
  );
  const latency = await latencyAt(
    senders.map((s) => s.send),
    receipts,
    latencyRate(size),
    LATENCY_MS,
  );
  await closeAll([...receivers, ...senders].map((c) => c.socket));
  await sleep(1000);
  return {
    transport,
    size,
    rate,
    latency,
    latencyRate: latencyRate(size),
    bytesPerConnection: (after.heapAndExternal - before.heapAndExternal) / size,
  };
}

async function run(): Promise<void> {
  const started = performance.now();
  const rows: Row[] = [];

  const baseline = await ServerProcess.start(join(here, 'baseline-server.ts'));
  try {
    const target: Target = { port: baseline.port, roomId: '', cookies: [] };
    const senders = Array.from({ length: SENDERS }, () => '');
    for (const size of SIZES) rows.push(await scenario(baseline, 'baseline', target, senders, size));
  } finally {
    await baseline.stop();
  }

  const database = await benchDatabase();
  const app = await ServerProcess.start(
    join(here, 'app-server.ts'),
    database.url ? { APP_DATABASE_URL: database.url } : {},
  );
  try {
    const target = await appTarget(app.port);
    for (const size of SIZES) {
      for (const transport of TRANSPORTS) {
        rows.push(await scenario(app, transport, target, target.senderCookies, size));
      }
    }
  } finally {
    await app.stop();
    await database.drop();
  }

  printTable(rows, {
    seconds: (performance.now() - started) / 1000,
    database: database.url ? 'Postgres' : 'embedded PGlite',
  });
}

await run();
