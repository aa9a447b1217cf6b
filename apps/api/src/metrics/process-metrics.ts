import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, handles, garbage collection, event-loop delay), in a
 * registry of their own made at the first scrape. They belong to the process rather than to an
 * app, and prom-client's collectors never stop (an event-loop delay monitor and a GC observer per
 * call): made per app, every app a test process builds would leave a pair running. So the one
 * module-level registry here, which no test's state depends on.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
