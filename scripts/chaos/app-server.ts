// The app as `pnpm start` runs it (in-process bus; embedded PGlite unless the flood names a
// Postgres database), on a loopback port, with rate limits as FLOOD_RATE_LIMITS says.
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig } from '@nahbar/api';
import { announceListening, serveMemoryRequests } from '../bench/fanout/server-side';
import { FLOOD_ORIGIN } from './protocol';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  PUBLIC_ORIGIN: FLOOD_ORIGIN,
  DATA_DIR: 'memory://',
  DATABASE_URL: process.env.APP_DATABASE_URL ?? '',
  RATE_LIMITS: process.env.FLOOD_RATE_LIMITS ?? 'on',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
serveMemoryRequests();
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
announceListening((app.server.address() as AddressInfo).port);
