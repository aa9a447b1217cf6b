// The app as `pnpm start` serves it (built web app, embedded database), on a loopback port.
import type { AddressInfo } from 'node:net';
import { announceListening, serveMemoryRequests } from '../fanout/server-side';
import { startBuiltApp } from './built-app';

const app = await startBuiltApp(process.env.BENCH_ORIGIN ?? '', Number(process.env.BENCH_PORT ?? 0));
serveMemoryRequests();
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
announceListening((app.server.address() as AddressInfo).port);
