// The app as `pnpm start` serves it (built web app, embedded database), on a loopback port.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig } from '@nahbar/api';
import { announceListening, serveMemoryRequests } from '../fanout/child';

const origin = process.env.BENCH_ORIGIN ?? '';
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  PUBLIC_ORIGIN: origin,
  DATA_DIR: 'memory://',
  DATABASE_URL: '',
  WEB_DIST_DIR: fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)),
  PORT: process.env.BENCH_PORT ?? '0',
  // The bench seeds its room's history in one go.
  RATE_LIMITS: 'off',
});
const app = await buildApp(config);
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
serveMemoryRequests();
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
announceListening((app.server.address() as AddressInfo).port);
