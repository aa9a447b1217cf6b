import { APP_ERROR_LABEL } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config';
import { carriesBearer } from './bearer-token';
import type { Metrics } from './metrics';

/**
 * Counts every answer by its route pattern (`/api/rooms/:id`, never the URL with its ids) and
 * status. Added to the root before any route, so every route and the not-found answers count.
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpAnswered(request.method, request.routeOptions.url, reply.statusCode);
    done();
  });
}

/**
 * `GET /metrics` on the main port: with METRICS_TOKEN set, for requests carrying it as a bearer
 * token (401 otherwise); unset, 404 as for any unknown path (the metrics are off here, or served
 * only by the separate listener, metrics-listener.ts). No session and no rate limit: the token is
 * checked before any work, and a scraper must never be refused for coming back.
 */
export async function metricsRoute(
  app: FastifyInstance,
  { metrics, config }: { metrics: Metrics; config: MetricsConfig },
): Promise<void> {
  app.get('/metrics', async (request, reply) => {
    const { token } = config;
    if (token === undefined) {
      return reply.code(404).send({ error: APP_ERROR_LABEL.NOT_FOUND, message: 'Not found' });
    }
    if (!carriesBearer(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: APP_ERROR_LABEL.UNAUTHORIZED, message: 'The metrics need their bearer token' });
    }
    const text = await metrics.text();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}
