import { type Db, poolUse, watchQueries } from '@nahbar/db';
import type { Metrics } from './metrics';

/**
 * The database's side of the metrics: every statement's time by operation (the database's own
 * hook, packages/db/src/query-watch.ts: a timing per statement, labelled by a fixed set of
 * operations, never by its text) and, on Postgres, the pool read at each scrape. The embedded
 * database has one connection and no pool: its statements' times are what there is to watch.
 * Returns what stops the timings (the app's close).
 */
export function watchDatabase(metrics: Metrics, db: Db): () => void {
  const stop = watchQueries(db, (timing) => metrics.queryTook(timing));
  if (poolUse(db) === undefined) return stop;
  const gauges = [
    ['nahbar_db_pool_connections', 'Open connections of the Postgres pool, busy or idle.', 'total'],
    [
      'nahbar_db_pool_idle_connections',
      'Open connections of the Postgres pool waiting for a statement.',
      'idle',
    ],
    [
      'nahbar_db_pool_waiting_queries',
      'Statements waiting for a connection of the Postgres pool: all are busy.',
      'waiting',
    ],
    ['nahbar_db_pool_max_connections', 'The most connections the Postgres pool opens.', 'max'],
  ] as const;
  for (const [name, help, field] of gauges) {
    metrics.gauge({
      name,
      help,
      collect() {
        const use = poolUse(db);
        if (use) this.set(use[field]);
      },
    });
  }
  return stop;
}
