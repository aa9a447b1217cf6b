import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/**
 * Liveness and readiness, public and without a rate limit. `/api/health` answers as long as the
 * process serves requests (a restart helps only when it does not); `/api/ready` answers 503 while
 * the database, Redis (when configured) or the photo store does not answer, so a load balancer
 * sends this instance no traffic meanwhile. Probes arriving together share one round of checks
 * (metrics/readiness.ts), so neither route can be used to load the dependencies.
 */
export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/ready', async (_request, reply) => {
    const report = await deps.readiness.check();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
