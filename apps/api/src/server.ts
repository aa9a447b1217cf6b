import { usersQueries } from '@nahbar/db';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);
// Alone (no Redis), this instance starting means nobody is connected, whatever a crash left.
if (!config.redisUrl) await usersQueries.setAllOffline(app.deps.db, new Date());

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stops accepting, closes the sockets, lets requests in flight finish, closes the database.
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Nahbar is running at ${config.publicOrigin}`);
