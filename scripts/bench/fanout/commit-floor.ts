import pg from 'pg';
import { type Latency, percentiles, sleep } from './measure';

/**
 * What one committed write costs from Node on this machine and database, at the latency run's
 * pace: a one-row insert into a plain (logged) table, prepared, its round trip timed from the
 * call to the answer. No message is shown before its commit, so a send adds at least this to
 * the baseline, whose messages touch no database; what the app adds beyond it is its own.
 */
export async function commitFloor(url: string, perSecond: number, durationMs: number): Promise<Latency> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE bench_commit_floor (id serial PRIMARY KEY, content text NOT NULL)');
    const insert = {
      name: 'bench_commit_floor',
      text: 'INSERT INTO bench_commit_floor (content) VALUES ($1)',
    };
    const samples: number[] = [];
    const writes: Promise<void>[] = [];
    const timer = setInterval(() => {
      const started = performance.now();
      writes.push(
        client.query({ ...insert, values: ['floor'] }).then(() => {
          samples.push(performance.now() - started);
        }),
      );
    }, 1000 / perSecond);
    await sleep(durationMs);
    clearInterval(timer);
    await Promise.all(writes);
    return percentiles(samples);
  } finally {
    await client.query('DROP TABLE IF EXISTS bench_commit_floor');
    await client.end();
  }
}
