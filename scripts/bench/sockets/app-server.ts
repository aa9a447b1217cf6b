// The app as `pnpm start` runs it (in-process bus; embedded PGlite unless the bench names a
// Postgres database), on a loopback port, with the limits of one real member lifted so that a
// thousand members can hold 20,000 sockets. Besides memory it answers `state` requests: what
// the live layer holds right now, to tell a leak from garbage not yet collected.
import type { AddressInfo } from 'node:net';
import { writeHeapSnapshot } from 'node:v8';
import { buildApp, loadConfig } from '@nahbar/api';
import { sql } from 'kysely';
import { BENCH_ORIGIN } from '../fanout/protocol';
import { announceListening, serveMemoryRequests } from '../fanout/server-side';
import {
  type LoopRequest,
  type LoopState,
  type ServerState,
  SOCKETS_PER_MEMBER_CAP,
  type StateRequest,
} from './server-state';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  PUBLIC_ORIGIN: BENCH_ORIGIN,
  DATA_DIR: 'memory://',
  DATABASE_URL: process.env.APP_DATABASE_URL ?? '',
  // Registering a thousand members from one address, and their sockets' frames.
  RATE_LIMITS: 'off',
  SOCKETS_PER_MEMBER: String(SOCKETS_PER_MEMBER_CAP),
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
serveMemoryRequests();

// The loop's longest hold: a tick of this timer late by more than its period.
const TICK_MS = 5;
let lastTick = performance.now();
let longestHold = 0;
setInterval(() => {
  const now = performance.now();
  longestHold = Math.max(longestHold, now - lastTick - TICK_MS);
  lastTick = now;
}, TICK_MS).unref();

process.on('message', (message: LoopRequest) => {
  if (message.type !== 'loop') return;
  process.send?.({
    type: 'loop',
    heldMs: longestHold,
    connections: app.deps.connections.size,
  } satisfies LoopState);
  longestHold = 0;
});

process.on('message', async (message: StateRequest) => {
  if (message.type !== 'state') return;
  const { connections, feeds, presence } = app.deps;
  const online = await Promise.all(message.roomIds.map((roomId) => presence.online(roomId)));
  // What the database has written: on embedded PGlite its files (WAL segments of 16 MB among
  // them) live in this process's memory, outside the JS heap but inside `external`.
  const { rows } = await sql<{ wal: string; database: string }>`
    select (select coalesce(sum(size), 0) from pg_ls_waldir())::text as wal,
           pg_database_size(current_database())::text as database`.execute(app.deps.db);
  const handles: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
  // Started with --expose-gc (ServerProcess): what is left after a full collection.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  if (message.heapSnapshot) writeHeapSnapshot(message.heapSnapshot);
  process.send?.({
    type: 'state',
    connections: connections.size,
    roomFeeds: feeds.size,
    onlineInRooms: online.reduce((sum, users) => sum + users.length, 0),
    handles,
    jsHeap: process.memoryUsage().heapUsed,
    walBytes: Number(rows[0]?.wal),
    databaseBytes: Number(rows[0]?.database),
  } satisfies ServerState);
});

// Closing cleanly removes the throw-away photo directory of the in-memory setup.
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
announceListening((app.server.address() as AddressInfo).port);
