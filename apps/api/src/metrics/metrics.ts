import type { QueryTiming } from '@nahbar/db';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RateRule } from '../limits/rules';
import type { SendOutcome } from '../mail/send-outbox-mail';
import type { SocketTransport } from '../realtime/connections';
import type { LiveMeter } from '../realtime/fan-out-meter';
import type { PushOutcome } from '../services/push/push-sender';
import { processMetrics } from './process-metrics';

/** Receipt to commit takes milliseconds alone and more in a burst's group commit. */
const SEND_SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Commit to the sockets takes well under a millisecond on one instance, a Redis hop more on another. */
const DELIVERY_SECONDS_BUCKETS = [
  0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
];

/** A statement on its connection: a fraction of a millisecond for a send's, seconds for a slow report. */
const QUERY_SECONDS_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** A PUBLISH round trip, and an envelope's way to another instance (the lag in whole milliseconds). */
const BUS_SECONDS_BUCKETS = [
  0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
];

/**
 * The app's metrics in one registry of its own (not prom-client's global one: a test process
 * builds many apps, each counting for itself). The hot paths call the methods below, which only
 * add to a counter: every label comes from a fixed set (route patterns, rule and outcome names,
 * status codes), never from a raw URL or an id. What is read at scrape time (sockets, rooms, the
 * outbox, readiness) is added by `watchApp` (watch-app.ts).
 */
export class Metrics implements LiveMeter {
  readonly registry = new Registry();
  private readonly stops: (() => void)[] = [];
  private readonly http = new Counter({
    name: 'nahbar_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: no route) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly stored = new Counter({
    name: 'nahbar_messages_stored_total',
    help: 'Messages committed to the database (retries of a stored message not counted again).',
    registers: [this.registry],
  });
  private readonly sendSeconds = new Histogram({
    name: 'nahbar_message_send_duration_seconds',
    help: 'Time from a send reaching the message service to its row being committed.',
    buckets: SEND_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly refused = new Counter({
    name: 'nahbar_rate_limit_refusals_total',
    help: 'Requests, calls and frames refused by a rate limit, by rule (loginBackoff: the sign-in back-off).',
    labelNames: ['rule'] as const,
    registers: [this.registry],
  });
  private readonly pushes = new Counter({
    name: 'nahbar_push_sends_total',
    help: 'Web Push sends to one browser, by outcome: sent, gone (subscription removed), failed, skipped (endpoint not allowed).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly mails = new Counter({
    name: 'nahbar_mail_sends_total',
    help: 'Attempts at sending an outbox mail, by outcome: sent, retry (tried again later), failed (given up on).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Added to per message as plain numbers, handed to the counter at each scrape (no label look-up per message). */
  private readonly delivering: Record<SocketTransport, number> = { ws: 0, trpc: 0 };
  private readonly deliveries = new Counter({
    name: 'nahbar_message_deliveries_total',
    help: 'Message frames written to sockets of this instance as a room feed fans a message out, by transport: ws or trpc.',
    labelNames: ['transport'] as const,
    registers: [this.registry],
    collect: () => {
      this.deliveries.reset();
      for (const [transport, frames] of Object.entries(this.delivering))
        this.deliveries.inc({ transport }, frames);
    },
  });
  private readonly deliverySeconds = new Histogram({
    name: 'nahbar_message_delivery_duration_seconds',
    help: "Time from a message's commit to its frames leaving for the last of this instance's sockets that get it (one observation per message and instance).",
    buckets: DELIVERY_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly querySeconds = new Histogram({
    name: 'nahbar_db_query_duration_seconds',
    help: 'Database statements on their connection (the wait for a connection not included), by operation: select, insert, update, delete, other.',
    labelNames: ['operation'] as const,
    buckets: QUERY_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly queryErrors = new Counter({
    name: 'nahbar_db_query_errors_total',
    help: 'Database statements that failed, by operation (a duplicate client id a send recovers from counts too).',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly busPublishes = new Counter({
    name: 'nahbar_bus_publishes_total',
    help: 'PUBLISHes of the Redis bus (one per channel and turn of the event loop), by outcome: sent or failed.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly busPublishSeconds = new Histogram({
    name: 'nahbar_bus_publish_duration_seconds',
    help: 'Round trip of a PUBLISH of the Redis bus, answered or failed.',
    buckets: BUS_SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly busLag = new Histogram({
    name: 'nahbar_bus_lag_seconds',
    help: "Time from an envelope's first event being published on another instance to its receipt here, by the two hosts' clocks, in whole milliseconds.",
    buckets: BUS_SECONDS_BUCKETS,
    registers: [this.registry],
  });

  httpAnswered(method: string, route: string | undefined, status: number): void {
    this.http.inc({ method, route: route ?? 'unmatched', status: String(status) });
  }

  messagesStored(count: number): void {
    if (count > 0) this.stored.inc(count);
  }

  messageSendTook(seconds: number): void {
    this.sendSeconds.observe(seconds);
  }

  rateLimited(rule: RateRule | 'loginBackoff'): void {
    this.refused.inc({ rule });
  }

  pushSent(outcome: PushOutcome): void {
    this.pushes.inc({ outcome });
  }

  mailSent(outcome: SendOutcome): void {
    this.mails.inc({ outcome });
  }

  delivered(transport: SocketTransport, frames: number): void {
    this.delivering[transport] += frames;
  }

  messageWritten(seconds: number): void {
    this.deliverySeconds.observe(seconds);
  }

  queryTook({ operation, seconds, failed }: QueryTiming): void {
    this.querySeconds.observe({ operation }, seconds);
    if (failed) this.queryErrors.inc({ operation });
  }

  busPublished(seconds: number, ok: boolean): void {
    this.busPublishes.inc({ outcome: ok ? 'sent' : 'failed' });
    this.busPublishSeconds.observe(seconds);
  }

  busReceived(lagSeconds: number): void {
    this.busLag.observe(lagSeconds);
  }

  /** `stop` ends something that feeds these metrics (the database's timings) when the app closes. */
  untilClosed(stop: () => void): void {
    this.stops.push(stop);
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** A gauge whose value is read at each scrape (watch-app.ts). */
  gauge<L extends string>(config: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    collect: (this: Gauge<L>) => void | Promise<void>;
  }): Gauge<L> {
    return new Gauge<L>({ ...config, registers: [this.registry] });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text format: the process's metrics, then the app's. */
  async text(): Promise<string> {
    const [ofProcess, ofApp] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${ofProcess}\n${ofApp}`;
  }
}
