// `pnpm --filter @nahbar/scripts chaos:flood [--postgres]`: one member floods a room from one
// `/ws` socket (10,000 message frames in one write, as fast as the server reads them) while a
// second member in that room pings over `/ws` and reads history pages over HTTP. Prints the second
// member's p50 and p99 before and during the flood, with rate limits off (fairness alone) and on,
// against the bar: ping p99 < 100 ms, history p99 < 250 ms. Embedded PGlite by default;
// `--postgres` (or FLOOD_DATABASE_URL) runs on a fresh database of the local Postgres server.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerProcess } from '../bench/fanout/child';
import { floodDatabase } from './database';
import { FLOOD_ORIGIN, type FlooderReport, type FloodGo, type FloodOrder } from './protocol';
import { printReport, type Row } from './report';
import { HistoryReader, PingProbe } from './victim';

const here = fileURLToPath(new URL('.', import.meta.url));
const FRAMES = Number(process.env.FLOOD_FRAMES ?? 10_000);
const LIMITS = (process.env.FLOOD_LIMITS ?? 'off,on').split(',') as ('off' | 'on')[];
const IDLE_MS = 3000;
/** Never measure longer than this, however slowly the flood is served. */
const MAX_FLOOD_MS = 180_000;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

const postgresUrl =
  process.env.FLOOD_DATABASE_URL ?? (process.argv.includes('--postgres') ? DEFAULT_POSTGRES : undefined);

async function call(port: number, path: string, cookie: string, body: unknown, expected = 200) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { origin: FLOOD_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function register(port: number, name: string): Promise<string> {
  const username = `${name}${process.pid % 10_000}`;
  const res = await call(
    port,
    '/api/auth/register',
    '',
    {
      username,
      password: 'flooding1',
      confirmPassword: 'flooding1',
      age: 30,
      gender: 'female',
      location: 'Berlin',
    },
    201,
  );
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The flooder in a process of its own, joined to the room and waiting for the word. */
async function startFlooder(order: FloodOrder) {
  const child = fork(join(here, 'flooder.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const reports: FlooderReport[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (report: FlooderReport) => {
    reports.push(report);
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async <T extends FlooderReport['type']>(type: T) => {
    for (;;) {
      const found = reports.find((r) => r.type === type);
      if (found) return found as Extract<FlooderReport, { type: T }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  child.send(order);
  await next('joined');
  return { child, go: () => child.send({ type: 'go' } satisfies FloodGo), done: () => next('done') };
}

async function scenario(limits: 'off' | 'on', database: string): Promise<Row[]> {
  const db = await floodDatabase(postgresUrl);
  const server = await ServerProcess.start(join(here, 'app-server.ts'), {
    FLOOD_RATE_LIMITS: limits,
    ...(db.url ? { APP_DATABASE_URL: db.url } : {}),
  });
  try {
    const port = server.port;
    const [flooder, victim, seeder] = [
      await register(port, 'flooder'),
      await register(port, 'victim'),
      await register(port, 'seeder'),
    ];
    const room = (await (
      await call(port, '/api/rooms', flooder, { name: `Flood ${Date.now()}` }, 201)
    ).json()) as {
      id: string;
    };
    // A few pages of history to read before the flood adds its own (within the rate limit).
    for (let n = 0; n < 20; n += 1) {
      await call(port, '/trpc/messages.send', seeder, { roomId: room.id, content: `history ${n}` });
    }

    const pings = await PingProbe.open(port, victim, room.id);
    const pages = new HistoryReader(port, victim, room.id);
    pings.start();
    pages.start();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle: Row = {
      database,
      limits,
      phase: 'idle',
      seconds: IDLE_MS / 1000,
      pings: pings.take(),
      pages: pages.take(),
      load: loadavg()[0] ?? 0,
    };

    const flood = await startFlooder({
      type: 'flood',
      port,
      cookie: flooder,
      roomId: room.id,
      frames: FRAMES,
    });
    pings.take();
    pages.take();
    flood.go();
    const started = performance.now();
    const report = await Promise.race([
      flood.done(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), MAX_FLOOD_MS)),
    ]);
    // A flood ended by the limits is over in a moment: measure at least as long as idle.
    const elapsed = performance.now() - started;
    if (elapsed < IDLE_MS) await new Promise((resolve) => setTimeout(resolve, IDLE_MS - elapsed));
    const during: Row = {
      database,
      limits,
      phase: 'flood',
      seconds: (performance.now() - started) / 1000,
      pings: pings.take(),
      pages: pages.take(),
      load: loadavg()[0] ?? 0,
      flood: report ?? undefined,
    };
    pings.stop();
    await pages.stop();
    flood.child.kill();
    return [idle, during];
  } finally {
    await server.stop();
    await db.drop();
  }
}

async function run(): Promise<void> {
  const database = postgresUrl ? 'Postgres' : 'embedded PGlite';
  const rows: Row[] = [];
  for (const limits of LIMITS) rows.push(...(await scenario(limits, database)));
  const failed = printReport(rows, FRAMES);
  process.exitCode = failed ? 1 : 0;
}

await run();
