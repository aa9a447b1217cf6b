import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { APP_ERROR_LABEL, WS_MAX_FRAME_BYTES } from '@nahbar/contracts';
import { createDb, type Db, migrateToLatest, seedPublicRooms } from '@nahbar/db';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { createSessionManager } from './auth/sessions';
import { DeletionHold } from './backup/deletion-hold';
import { startScheduledBackups } from './backup/scheduled-backups';
import { Backups } from './backup/write-backup';
import type { AppConfig } from './config';
import type { AppDeps } from './deps';
import { createLimits } from './limits/limits';
import { loggerOptions } from './logging/logger-options';
import { createMailer } from './mail/outbox-worker';
import { Metrics } from './metrics/metrics';
import { countRequests, metricsRoute } from './metrics/metrics-routes';
import { Readiness } from './metrics/readiness';
import { watchApp } from './metrics/watch-app';
import { watchDatabase } from './metrics/watch-database';
import { createPhotoStore } from './photos/create-photo-store';
import type { PhotoStore } from './photos/photo-store';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { originCheck } from './plugins/origin-check';
import { securityHeaders } from './plugins/security-headers';
import { sessionRefresh } from './plugins/session-refresh';
import { setWebFileHeaders } from './plugins/web-file-headers';
import { ConnectionRegistry } from './realtime/connections';
import { closeRealtime, createRealtime } from './realtime/create-realtime';
import { SessionChecks } from './realtime/session-checks';
import { redisTargetOf } from './redis/redis-client';
import { restRoutes } from './rest/index';
import { ErasureVacuum } from './services/account/erasure-vacuum';
import { BackgroundTasks } from './services/background/background-tasks';
import { startHousekeeping } from './services/housekeeping/start-housekeeping';
import { startMailDigests } from './services/mail-digests/start-mail-digests';
import { MessageWriter } from './services/messages/message-writer';
import { SendOrder } from './services/messages/send-order';
import { sendTargets } from './services/messages/send-targets';
import { toMessageDto } from './services/messages/to-message-dto';
import { validSession } from './services/policy/session-check';
import { createPushSender } from './services/push/push-sender';
import { trpcRoutes } from './trpc/fastify';
import { trustProxyOption } from './trust-proxy';
import { wsGateway } from './ws/gateway';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An already migrated database (tests); otherwise one is made from the config. */
  db?: Db;
  /** A photo store to use instead of the configured one (tests). */
  photos?: PhotoStore;
  /** Told of every route as it is added (the authorisation matrix test lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Redis key prefix of the rate-limit counters (tests give each run its own). */
  limitsPrefix?: string;
  /** Prefix of the live layer's Redis channels and keys (tests give each file its own). */
  realtimePrefix?: string;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(text: string): unknown };
}

export async function buildDeps(config: AppConfig, options: BuildOptions = {}): Promise<AppDeps> {
  const db =
    options.db ??
    createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      owner: { name: 'the Nahbar server', port: config.port },
    });
  await migrateToLatest(db);
  await seedPublicRooms(db);
  const metrics = new Metrics();
  metrics.untilClosed(watchDatabase(metrics, db));
  const realtime = createRealtime(config, db, toMessageDto, options.realtimePrefix, metrics);
  const sessions = createSessionManager(db, { secureCookies: config.secureCookies });
  const connections = new ConnectionRegistry(realtime.online);
  const photos = new DeletionHold(options.photos ?? (await createPhotoStore(config)));
  const backups = new Backups(() => ({
    db,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    photos,
    s3Bucket: config.s3?.bucket,
    hold: photos,
    madeBy: 'server',
  }));
  const deps: AppDeps = {
    config,
    db,
    sessions,
    limits: createLimits(config.limits, {
      redis: redisTargetOf(config),
      prefix: options.limitsPrefix,
      onError: realtime.reportError,
      onRefused: (rule) => metrics.rateLimited(rule),
    }),
    ...realtime,
    connections,
    sessionChecks: new SessionChecks(connections, {
      bus: realtime.bus,
      // The policy's one session check, read through `deps` at each call (tests replace its clock).
      isValid: async (sessionId) => (await validSession(deps, sessionId)) !== null,
      intervalMs: config.sockets.sessionRecheckMs,
      onError: realtime.reportError,
    }),
    photos,
    backups,
    clock: { now: () => new Date() },
    erasureVacuum: new ErasureVacuum(db, { onError: realtime.reportError }),
    background: new BackgroundTasks(realtime.reportError),
    messageWriter: new MessageWriter(db, config.messageBatchMax, (count) => metrics.messagesStored(count)),
    sendTargets: sendTargets(db, config.messageBatchMax),
    sendOrder: new SendOrder(),
    push: createPushSender({
      config: config.push,
      dataDir: config.dataDir,
      db,
      reportError: realtime.reportError,
      onOutcome: (outcome) => metrics.pushSent(outcome),
    }),
    // Reads `deps` at each pass, so a test that moves `deps.clock` moves the outbox's time too.
    mailer: createMailer(() => deps),
    metrics,
    // Reads `deps` at each check, so a test that replaces a part checks that one.
    readiness: new Readiness(() => deps),
  };
  watchApp(deps);
  return deps;
}

/** The whole API, ready to `inject` or `listen`; it does not listen by itself. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const deps = await buildDeps(config, options);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick the address its
    // per-address limits (sign-ins, registrations) are counted under with a header of its own.
    trustProxy: trustProxyOption(config.trustProxy),
    // A tRPC batch names all its procedures in one path segment (`/trpc/a.b,c.d,…`, up to
    // CALLS_PER_BATCH of them): the router's default of 100 characters answered a longer batch
    // with 404. Ids in REST paths are still checked by the services' schemas.
    routerOptions: { maxParamLength: 2048 },
  });
  app.decorate('deps', deps);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  countRequests(app, deps.metrics);
  deps.readiness.log = (check, error) => app.log.warn({ err: error, check }, 'not ready');
  // onClose hooks run last-registered first: the database closes after everything that
  // still writes to it on the way out (realtime takes its users offline).
  if (!options.db) app.addHook('onClose', () => deps.db.destroy());
  app.addHook('onClose', () => closeRealtime(deps));
  app.addHook('onClose', async () => deps.sessionChecks.close());
  app.addHook('onClose', () => deps.limits.close());
  app.addHook('onClose', () => deps.photos.close());
  app.addHook('onClose', () => deps.push.settled());
  app.addHook('onClose', () => deps.erasureVacuum.close());
  app.addHook('onClose', async () => deps.metrics.close());
  app.addHook('onClose', () => deps.background.close());
  // Mails in flight finish (or stay queued) before the database closes.
  app.addHook('onClose', () => deps.mailer.close());
  deps.mailer.start(app.log);
  const stopHousekeeping = startHousekeeping(deps, (error) =>
    app.log.error({ err: error }, 'housekeeping failed'),
  );
  app.addHook('onClose', async () => stopHousekeeping());
  const stopMailDigests = startMailDigests(deps, (error) =>
    app.log.error({ err: error }, 'mail digests failed'),
  );
  app.addHook('onClose', async () => stopMailDigests());
  const stopBackups = startScheduledBackups(deps.backups, config.backups, app.log);
  app.addHook('onClose', async () => stopBackups());

  await app.register(errorHandler);
  await app.register(compression);
  const s3 = config.s3;
  const uploadOrigin = s3 ? new URL(s3.publicEndpoint ?? s3.endpoint).origin : undefined;
  await app.register(securityHeaders, { appOrigins: config.appOrigins, uploadOrigin });
  // Frames over 64 KiB close the socket with 1009 (message too big). Registered before the
  // origin check: its hook marks upgrade requests, so a refused upgrade's socket is destroyed.
  await app.register(fastifyWebsocket, { options: { maxPayload: WS_MAX_FRAME_BYTES } });
  await app.register(originCheck, {
    allowedOrigins: config.allowedOrigins,
    expectedOrigin: config.publicOrigin,
  });
  await app.register(sessionRefresh);
  await app.register(trpcRoutes, { deps });
  await app.register(restRoutes, { deps });
  await app.register(metricsRoute, { metrics: deps.metrics, config: config.metrics });
  await app.register(wsGateway, { deps });
  await registerWebApp(app, config);
  return app;
}

/** Serves the built web app with a single-page fallback; API paths 404 as JSON. */
async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = config.webDistDir ? resolve(config.webDistDir) : undefined;
  const hasWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies beside each text file: sent as the browser accepts.
      preCompressed: true,
      setHeaders: setWebFileHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|trpc|ws|photos)(\/|$)/.test(request.url);
    if (hasWeb && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: APP_ERROR_LABEL.NOT_FOUND, message: 'Not found' });
  });
}
