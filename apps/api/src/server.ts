import { DataDirInUseError, usersQueries } from '@nahbar/db';
import { buildApp } from './app';
import { type BackupControl, openBackupControl } from './backup/backup-control';
import { loadConfig } from './config';
import { restartPlan, shutDownGracefully } from './lifecycle/graceful-shutdown';
import { runningLine } from './logging/pretty-lines';
import { listenForMetrics, type MetricsListener } from './metrics/metrics-listener';
import { redisTargetOf } from './redis/redis-client';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // Another server (or a tool) has the embedded database open: say who, not a stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
// Alone (no Redis), this instance starting means nobody is connected, whatever a crash left.
if (!redisTargetOf(config)) await usersQueries.setAllOffline(app.deps.db, new Date());

let metricsListener: MetricsListener | undefined;
let backupControl: BackupControl | undefined;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Whatever hangs, the process is gone within the grace: an orchestrator would kill it anyway.
  setTimeout(() => {
    app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown took longer than its grace; exiting');
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  // No backup starts while the database closes; one under way breaks off (the command keeps no file).
  await backupControl?.close();
  // A deployment's SIGTERM spreads the sockets' closes; a Ctrl-C in a terminal need not wait.
  const plan = restartPlan(config.shutdownGraceMs);
  await shutDownGracefully(app, signal === 'SIGTERM' ? plan : { ...plan, spreadMs: 0 });
  await metricsListener?.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// A port that cannot be had stops the start, as the main port's would: metrics asked for and
// silently missing would be found out only when they were needed.
if (config.metrics.port !== undefined) {
  metricsListener = await listenForMetrics(
    app.deps.metrics,
    { host: config.metrics.host, port: config.metrics.port },
    (error) => app.log.error({ err: error }, 'metrics failed'),
  );
  app.log.info({ host: metricsListener.address, port: metricsListener.port }, 'metrics listening');
}
// `pnpm data:backup` asks this process for the archive (backup/backup-control.ts).
if (!config.dataDir.startsWith('memory://')) {
  backupControl = await openBackupControl(app.deps.backups, config.dataDir, (error) =>
    app.log.error({ err: error }, 'backup failed'),
  );
}
console.log(runningLine(config.publicOrigin, config.logFormat === 'pretty'));
