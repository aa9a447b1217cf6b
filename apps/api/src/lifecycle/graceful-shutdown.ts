import type { FastifyInstance } from 'fastify';

/** The longest spread of the sockets' closes: long enough to smooth the reconnects, short enough to wait for. */
export const CLOSE_SPREAD_MAX_MS = 3000;

export interface ShutdownPlan {
  /** The whole shutdown's bound (SHUTDOWN_GRACE_SECONDS); the caller exits when it is up. */
  graceMs: number;
  /** Over how long the sockets' closes are spread; 0 closes them all at once. */
  spreadMs: number;
  random?: () => number;
}

/** A SIGTERM's plan: the closes spread over a quarter of the grace, at most CLOSE_SPREAD_MAX_MS. */
export function restartPlan(graceMs: number): ShutdownPlan {
  return { graceMs, spreadMs: Math.min(CLOSE_SPREAD_MAX_MS, Math.floor(graceMs / 4)) };
}

/**
 * Takes the instance out of service without stranding anyone (issue 36). In order:
 * readiness answers 503 and new live sockets are refused (load balancers stop sending, clients
 * go elsewhere); the listener stops taking connections, while those open keep being served;
 * every live socket is closed with 1012 (service restart) at a random moment within the spread,
 * and its client reconnects at once to another instance, resuming from its last sequence id;
 * the sends under way are stored and answered; then the app closes (requests in flight finish,
 * the bus, mail worker and database close). What has not settled when the grace is half gone is
 * no longer waited for, so the app's own close fits in the rest.
 */
export async function shutDownGracefully(app: FastifyInstance, plan: ShutdownPlan): Promise<void> {
  const { deps } = app;
  const waitUntil = Date.now() + plan.graceMs / 2;
  deps.readiness.draining = true;
  // Without a callback a server that is not listening (an injected app) is left as it is.
  app.server.close();
  await withinDeadline(deps.connections.closeAllForRestart(plan.spreadMs, plan.random), waitUntil);
  await withinDeadline(deps.sendOrder.settled(), waitUntil);
  await app.close();
}

async function withinDeadline(work: Promise<void>, deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  await Promise.race([work, timeUp]);
  clearTimeout(timer);
}
