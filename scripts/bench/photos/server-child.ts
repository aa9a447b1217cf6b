// The API as `pnpm start` runs it (embedded database, photos on local disk), in its own
// process so its CPU and memory are its own. Reports its port, then its peak RSS on request.
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig } from '@nahbar/api';

export type ServerMessage =
  | { type: 'listening'; port: number }
  | { type: 'memory'; idleRss: number; peakRss: number };

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  // The bench uploads as fast as it can; the upload limit would be all it measured.
  RATE_LIMITS: 'off',
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });

const idleRss = process.memoryUsage().rss;
let peakRss = idleRss;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5).unref();

process.on('message', (message: { type: string }) => {
  if (message.type === 'memory') process.send?.({ type: 'memory', idleRss, peakRss } satisfies ServerMessage);
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
process.send?.({
  type: 'listening',
  port: (app.server.address() as AddressInfo).port,
} satisfies ServerMessage);
