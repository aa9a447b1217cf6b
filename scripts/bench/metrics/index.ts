// The metrics' cost on the hot paths, in one process and no network: a message handed to a room's
// 100 sockets with and without the delivery metrics, and a statement with and without the
// database's timing hook, in rounds that take turns so a busy machine slows both alike.
// Sockets are stand-ins whose send does nothing: what is left is what the app does per message
// and per socket, the part the metrics add to.
//
//   pnpm --filter @nahbar/scripts bench:metrics
import type { TMessage } from '@nahbar/contracts';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { WebSocket } from 'ws';
import { Metrics } from '../../../apps/api/src/metrics/metrics';
import { fanOutMeasured } from '../../../apps/api/src/realtime/fan-out-meter';
import { stampPublished } from '../../../apps/api/src/realtime/publish-times';
import { sendOrDrop } from '../../../apps/api/src/realtime/socket-writer';
import { DbWatch } from '../../../packages/db/src/query-watch';
import type { Database } from '../../../packages/db/src/schema';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 100);
const MESSAGES = 2_000;
const STATEMENTS = 20_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const socket = { readyState: 1, OPEN: 1, bufferedAmount: 0, send() {} } as unknown as WebSocket;
const payload = Buffer.from('{"type":"new_message"}');
const listeners = Array.from({ length: SOCKETS }, () => () => sendOrDrop(socket, payload, 'ws'));
const metrics = new Metrics();
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

function message(n: number) {
  return { type: 'new_message' as const, message: { sequenceId: n } as TMessage };
}

/** ns per message: MESSAGES events, each a new object as on the bus, then the turn's flush. */
async function fanOut(measured: boolean): Promise<number> {
  const started = process.hrtime.bigint();
  for (let n = 0; n < MESSAGES; n += 1) {
    const event = message(n);
    const all = () => {
      for (const listener of listeners) listener();
    };
    if (measured) {
      stampPublished(event);
      fanOutMeasured(event, all, metrics);
    } else all();
  }
  await turn();
  return Number(process.hrtime.bigint() - started) / MESSAGES;
}

function builder(log?: DbWatch['log']) {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    ...(log ? { log } : {}),
  });
}

const watch = new DbWatch();
watch.listen((timing) => metrics.queryTook(timing));
const plainDb = builder();
const watchedDb = builder(watch.log);

/** ns per statement on a driver that answers at once: the hook's cost, with nothing to hide it. */
async function statements(db: Kysely<Database>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let n = 0; n < STATEMENTS; n += 1)
    await db.selectFrom('rooms').select('id').where('id', '=', 'x').execute();
  return Number(process.hrtime.bigint() - started) / STATEMENTS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs `a` and `b` once each, in the order the round says, so neither always goes first. */
async function pair(
  round: number,
  a: () => Promise<number>,
  b: () => Promise<number>,
): Promise<[number, number]> {
  if (round % 2 === 0) {
    const first = await a();
    return [first, await b()];
  }
  const second = await b();
  return [await a(), second];
}

async function main(): Promise<void> {
  const fan = { plain: [] as number[], measured: [] as number[] };
  const db = { plain: [] as number[], watched: [] as number[] };
  // A warm-up round, not counted.
  await pair(
    0,
    () => fanOut(false),
    () => fanOut(true),
  );
  await pair(
    0,
    () => statements(plainDb),
    () => statements(watchedDb),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const [plain, measured] = await pair(
      round,
      () => fanOut(false),
      () => fanOut(true),
    );
    fan.plain.push(plain);
    fan.measured.push(measured);
    const [unwatched, watched] = await pair(
      round,
      () => statements(plainDb),
      () => statements(watchedDb),
    );
    db.plain.push(unwatched);
    db.watched.push(watched);
  }
  const perMessage = median(fan.measured) - median(fan.plain);
  console.log(`message to ${SOCKETS} sockets, median of ${ROUNDS} rounds of ${MESSAGES}:`);
  console.log(
    `  without metrics ${median(fan.plain).toFixed(0)} ns, with ${median(fan.measured).toFixed(0)} ns`,
  );
  console.log(
    `  added: ${perMessage.toFixed(0)} ns per message, ${(perMessage / SOCKETS).toFixed(1)} ns per delivery`,
  );
  const perStatement = median(db.watched) - median(db.plain);
  console.log(`statement on a driver that answers at once, median of ${ROUNDS} rounds of ${STATEMENTS}:`);
  console.log(
    `  without the hook ${median(db.plain).toFixed(0)} ns, with ${median(db.watched).toFixed(0)} ns`,
  );
  console.log(`  added: ${perStatement.toFixed(0)} ns per statement`);
  const text = await metrics.registry.metrics();
  const count = /nahbar_message_delivery_duration_seconds_count (\d+)/.exec(text)?.[1];
  console.log(`(observations made: ${count} commit-to-socket timings)`);
}

await main();
