// The app as `pnpm start` runs it (in-process bus; embedded PGlite unless the bench names a
// Postgres database), on a loopback port; one of several nodes when the bench names a Redis or
// starts a Redis Cluster.
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig } from '@nahbar/api';
import { BENCH_ORIGIN } from './protocol';
import { announceListening, serveMemoryRequests } from './server-side';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  PUBLIC_ORIGIN: BENCH_ORIGIN,
  DATA_DIR: 'memory://',
  DATABASE_URL: process.env.APP_DATABASE_URL ?? '',
  REDIS_URL: process.env.APP_REDIS_URL ?? '',
  REDIS_CLUSTER_NODES: process.env.APP_REDIS_CLUSTER_NODES ?? '',
  // The bench measures fan-out, not the limits a real member meets.
  RATE_LIMITS: 'off',
  // Its 1,000 receivers are 50 members with 20 sockets each, warm-up connections on top.
  SOCKETS_PER_MEMBER: '100',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
serveMemoryRequests();
// Closing cleanly removes the throw-away photo directory of the in-memory setup.
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
announceListening((app.server.address() as AddressInfo).port);
