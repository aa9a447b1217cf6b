// `pnpm bench:reactions`: a reaction storm. A public room of 1,000 members, each with a `/ws`
// socket joined to it, one message in it, and 300 of them reacting at once over REST with the
// six quick emoji in turn, every fifth taking theirs back as soon as it is in. Prints the time
// from the first reaction call until every reader had every `reaction_changed` delta (median and
// p95 over the repeats, after one warm-up storm), the frames and bytes each reader received,
// the size of one delta against the `new_message` frame of the same message, and the reaction
// calls served per second. Each storm is about a message of its own; the next message is the
// sentinel that closes the previous storm's counts. Rate limits are off (fan-out's app server).
// With BENCH_DATABASE_URL (a Postgres server) on a fresh database there; else embedded PGlite.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerProcess } from '../fanout/child';
import { closeAll } from '../fanout/clients';
import { benchDatabase } from '../fanout/database';
import { createPublicRoom, joinRoom, registerMany } from '../fanout/members';
import { sampleProcess } from '../fanout/process-stats';
import { Crowd } from './crowd';
import { printReport, type StormRow } from './report';
import { deltasOf, storm, stormPlan } from './storm';

const here = fileURLToPath(new URL('.', import.meta.url));
const MEMBERS = Number(process.env.REACTION_MEMBERS ?? 1000);
const REACTORS = Number(process.env.REACTION_REACTORS ?? 300);
const REPEATS = Number(process.env.REACTION_REPEATS ?? 10);
const TAKE_BACK_EVERY = Number(process.env.REACTION_TAKE_BACK_EVERY ?? 5);
/** A storm whose deltas have not all arrived by then counts what is missing and moves on. */
const STORM_TIMEOUT_MS = 60_000;

const log = (line: string) => console.error(`[reactions] ${line}`);

/** Every member joins the room, a few dozen at a time (the creator is in it already). */
async function joinAll(port: number, roomId: string, cookies: string[]): Promise<void> {
  const AT_ONCE = 25;
  for (let start = 0; start < cookies.length; start += AT_ONCE) {
    await Promise.all(cookies.slice(start, start + AT_ONCE).map((cookie) => joinRoom(port, cookie, roomId)));
  }
}

/** Sends a message from the first reader's socket; resolves when every reader has it. */
async function post(crowd: Crowd, tag: string) {
  const arrival = crowd.arrivalOf(tag, 30_000);
  crowd.sockets[0]?.send(
    JSON.stringify({ type: 'message', content: `Market on Saturday: who is coming along? (${tag})` }),
  );
  const { frame, before } = await arrival;
  const { message } = JSON.parse(frame.toString('utf8')) as { message: { id: string } };
  return { messageId: message.id, newMessageFrame: frame, before };
}

async function run(): Promise<void> {
  const started = performance.now();
  const database = await benchDatabase();
  const server = await ServerProcess.start(
    join(here, '../fanout/app-server.ts'),
    database.url ? { APP_DATABASE_URL: database.url } : {},
  );
  const rows: StormRow[] = [];
  let crowd: Crowd | undefined;
  try {
    log(`registering ${MEMBERS} members (each sign-up hashes a password)…`);
    const members = await registerMany(server.port, 0, MEMBERS);
    const cookies = members.map((m) => m.cookie);
    const roomId = await createPublicRoom(server.port, cookies[0] ?? '', `Reaction storm ${Date.now()}`);
    await joinAll(server.port, roomId, cookies.slice(1));
    log(`connecting ${MEMBERS} /ws sockets to the room…`);
    crowd = await Crowd.connect(server.port, roomId, cookies);
    // Reactors are readers too; the first reader posts, and is left out of the reacting.
    const plan = stormPlan(cookies.slice(1, 1 + REACTORS), TAKE_BACK_EVERY);
    const expected = deltasOf(plan);
    log(`${plan.length} reactors, ${expected} deltas per storm; 1 warm-up storm and ${REPEATS} measured`);

    let current = await post(crowd, `storm-0-${process.pid}`);
    for (let repeat = 0; repeat <= REPEATS; repeat++) {
      const { complete } = crowd.watch(current.messageId, expected);
      const serverBefore = sampleProcess(server.pid ?? 0);
      const clientBefore = process.cpuUsage();
      const callsPromise = storm(server.port, current.messageId, plan);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), STORM_TIMEOUT_MS);
      });
      const outcome = await Promise.race([complete.then(() => 'complete' as const), timeout]);
      clearTimeout(timer);
      const allReceivedAt = performance.now();
      const serverAfter = sampleProcess(server.pid ?? 0);
      const client = process.cpuUsage(clientBefore);
      const calls = await callsPromise;
      // The next storm's message closes this one's counts.
      const next = await post(crowd, `storm-${repeat + 1}-${process.pid}`);
      const receipts = crowd.receipts(next.before);
      const row: StormRow = {
        warmUp: repeat === 0,
        complete: outcome === 'complete',
        expected,
        calls,
        allReceivedMs: allReceivedAt - calls.startedAt,
        serverCores: (serverAfter.cpuMs - serverBefore.cpuMs) / (allReceivedAt - calls.startedAt),
        writesPerDelivery: (serverAfter.writes - serverBefore.writes) / (expected * crowd.size),
        clientCores: (client.user + client.system) / 1000 / (allReceivedAt - calls.startedAt),
        receipts,
        newMessageFrameBytes: current.newMessageFrame.length,
      };
      rows.push(row);
      log(
        `storm ${repeat === 0 ? 'warm-up' : repeat}: every reader had every delta after ${row.allReceivedMs.toFixed(0)} ms` +
          (row.complete ? '' : ' (TIMED OUT)'),
      );
      current = next;
    }
  } finally {
    if (crowd) await closeAll(crowd.sockets);
    await server.stop();
    await database.drop();
  }
  printReport(rows, {
    members: MEMBERS,
    reactors: REACTORS,
    takeBackEvery: TAKE_BACK_EVERY,
    database: database.url ? 'Postgres' : 'embedded PGlite',
    seconds: (performance.now() - started) / 1000,
  });
}

await run();
