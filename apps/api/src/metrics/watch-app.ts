import { mailOutboxQueries } from '@nahbar/db';
import type { AppDeps } from '../deps';
import { READY_CHECK_TIMEOUT_MS } from './readiness';
import { timeLimit } from './time-limit';

type Watched = Pick<AppDeps, 'metrics' | 'connections' | 'feeds' | 'db' | 'readiness'>;

/**
 * The gauges read at each scrape rather than kept up to date on the hot paths: live sockets by
 * protocol, the rooms this process follows, the mails waiting in the outbox (one count over the
 * worker's partial index) and readiness. A dependency that does not answer makes its gauge NaN in
 * that scrape rather than failing the scrape: the rest is what tells what went wrong.
 */
export function watchApp(deps: Watched): void {
  const { metrics } = deps;
  metrics.gauge({
    name: 'nahbar_open_sockets',
    help: 'Live sockets on this instance, by protocol: ws (the documented /ws) or trpc.',
    labelNames: ['transport'] as const,
    collect() {
      for (const [transport, count] of Object.entries(deps.connections.byTransport())) {
        this.set({ transport }, count);
      }
    },
  });
  metrics.gauge({
    name: 'nahbar_rooms_followed',
    help: 'Rooms this process follows for its live connections (one feed each, shared by their readers).',
    collect() {
      this.set(deps.feeds.size);
    },
  });
  metrics.gauge({
    name: 'nahbar_mail_outbox_waiting',
    help: 'Mails in the outbox not yet sent nor given up on (due now or waiting for a retry).',
    async collect() {
      try {
        this.set(await timeLimit(() => mailOutboxQueries.countWaiting(deps.db), READY_CHECK_TIMEOUT_MS));
      } catch {
        // Not 0, which would say the outbox is empty: unknown, and no alert compares true on it.
        this.set(Number.NaN);
      }
    },
  });
  // Both read one round of checks: asked for together, they share it (readiness.ts).
  metrics.gauge({
    name: 'nahbar_ready',
    help: 'Whether this instance is ready to serve (as GET /api/ready answers): 1 or 0.',
    async collect() {
      this.set((await deps.readiness.check()).ready ? 1 : 0);
    },
  });
  metrics.gauge({
    name: 'nahbar_ready_check',
    help: 'Each readiness check (database, redis when configured, photos): 1 when it passed, 0 when not.',
    labelNames: ['check'] as const,
    async collect() {
      for (const [check, result] of Object.entries((await deps.readiness.check()).checks)) {
        this.set({ check }, result === 'ok' ? 1 : 0);
      }
    },
  });
}
