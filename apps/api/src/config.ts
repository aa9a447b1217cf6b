import { join } from 'node:path';
import { TRPC_BATCH_MAX_CALLS, type TSupportContact } from '@nahbar/contracts';
import { z } from 'zod';
import type { PasswordHashCost } from './auth/passwords';
import { limitsFromEnv } from './limits/limits-env';
import type { LimitsConfig } from './limits/rules';
import { MAIL_POLL_MS } from './mail/mail-backoff';
import { ZRedisClusterNodes } from './redis/cluster-nodes-setting';
import type { RedisClusterNode } from './redis/redis-client';
import { MESSAGE_BATCH_MAX } from './services/messages/message-writer';
import { ZSupportContactSetting } from './support-contact';
import { type TrustProxy, ZTrustProxy } from './trust-proxy';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
  /** More origins allowed to call the API (comma separated), e.g. the Vite dev server. */
  ALLOWED_ORIGINS: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  /** A Redis Cluster instead of one Redis: some of its nodes, `host:port,host:port`. */
  REDIS_CLUSTER_NODES: ZRedisClusterNodes,
  /** Which proxies' `X-Forwarded-For` to believe (trust-proxy.ts); unset, none. */
  TRUST_PROXY: ZTrustProxy,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  /** Bucket in the path (MinIO's way) rather than in the host name. */
  S3_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** The S3 address browsers use for presigned uploads, when it differs from S3_ENDPOINT. */
  S3_PUBLIC_ENDPOINT: optionalText,
  OSRM_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` or `json`; unset, logs are readable in a terminal outside production, JSON elsewhere. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  NODE_ENV: optionalText,
  /** Where the built web app lives; served when present. */
  WEB_DIST_DIR: optionalText,
  SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).default(20),
  SUBSCRIPTIONS_PER_SOCKET: z.coerce.number().int().min(1).default(50),
  CALLS_PER_BATCH: z.coerce.number().int().min(1).default(TRPC_BATCH_MAX_CALLS),
  SESSION_RECHECK_SECONDS: z.coerce.number().positive().default(60),
  /** The most a SIGTERM shutdown may take (lifecycle/graceful-shutdown.ts); past it the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(3600).default(25),
  /** Most sends stored in one statement (group commit); 1 stores each on its own. */
  MESSAGE_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(MESSAGE_BATCH_MAX),
  /** Web Push (VAPID) keys; unset, a pair is made at first need and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who runs the server, for the push services: an https: URL or a mailto: address. */
  VAPID_SUBJECT: optionalText,
  /**
   * Origins besides the known browser push services that subscriptions may name (comma
   * separated): a self-hosted push service, or the stand-in the tests run.
   */
  PUSH_ENDPOINT_ORIGINS: optionalText,
  /** How members reach the operators (support-contact.ts): an e-mail address or an https URL. */
  SUPPORT_CONTACT: optionalText.pipe(ZSupportContactSetting.optional()),
  /**
   * Where mail goes: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
   * `smtps://…:465` (TLS from the start). Unset, each mail is written to `DATA_DIR/mail/` as an
   * .eml file and its links are logged.
   */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The mails' sender, e.g. `Nahbar <no-reply@example.org>`; unset, no-reply@ the public host. */
  MAIL_FROM: optionalText,
  /** `GET /metrics` on the main port answers only requests carrying `Authorization: Bearer <this>`. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional(),
  ),
  /** A port of its own for `/metrics`, no token needed: bound to METRICS_HOST (loopback by default). */
  METRICS_PORT: optionalText.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where the server writes scheduled snapshots (backup/scheduled-backups.ts); unset, it writes none. */
  BACKUP_DIR: optionalText,
  BACKUP_INTERVAL_HOURS: optionalText.pipe(
    z.coerce
      .number<string>()
      // A timer cannot wait longer than 2^31 ms (24.8 days).
      .min(0.01, { error: 'BACKUP_INTERVAL_HOURS must be a number of hours from 0.01 to 576' })
      .max(576, { error: 'BACKUP_INTERVAL_HOURS must be a number of hours from 0.01 to 576' })
      .optional(),
  ),
  BACKUP_KEEP: optionalText.pipe(
    z.coerce.number<string>().int().min(1, { error: 'BACKUP_KEEP must be 1 or more' }).optional(),
  ),
});

/** Scheduled snapshots: every `intervalHours` one archive in `dir`, the newest `keep` kept. */
export interface BackupConfig {
  dir: string | undefined;
  intervalHours: number;
  keep: number;
}

export interface MailConfig {
  /** Unset: mails are written as .eml files into `dir` and logged. */
  smtpUrl: string | undefined;
  from: string;
  /** `DATA_DIR/mail`; undefined for an in-memory DATA_DIR (whose mails then stay queued). */
  dir: string | undefined;
  /** How often the outbox is looked at between wakes (retries fall due by the clock alone). */
  pollMs: number;
}

/**
 * Where Prometheus reads the metrics (metrics/): with a token on the main port, on a port of its
 * own, or both; neither, and `/metrics` answers 404.
 */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  /** The separate port's interface: loopback unless told otherwise. */
  host: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  pathStyle: boolean;
  publicEndpoint: string | undefined;
}

/** Caps on live connections, so one member cannot hold the server's sockets or work. */
export interface SocketCaps {
  /** Live sockets (`/ws` and tRPC together) one member may hold on this instance. */
  perMember: number;
  /** Subscriptions one tRPC socket may hold at once. */
  subscriptionsPerSocket: number;
  /** Calls one tRPC request may carry: an HTTP batch or one socket frame. */
  callsPerBatch: number;
  /** How often live sockets re-check their session (ban, expiry, ended elsewhere). */
  sessionRecheckMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  publicOrigin: string;
  /** Where browsers open the app: the public origin and, on loopback, its other name. */
  appOrigins: string[];
  /** Origins whose requests are accepted: the app's own and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Cookies get `Secure` when browsers reach the app over https. */
  secureCookies: boolean;
  /** Whose `X-Forwarded-For` names the client: per-address limits count by that address. */
  trustProxy: TrustProxy;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** A Redis Cluster's nodes to start from (REDIS_CLUSTER_NODES); never set together with redisUrl. */
  redisClusterNodes: RedisClusterNode[] | undefined;
  s3: S3Config | undefined;
  osrmUrl: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  webDistDir: string | undefined;
  /** Rate limits and the sign-in backoff (limits/rules.ts); `RATE_LIMITS=off` turns them off. */
  limits: LimitsConfig;
  sockets: SocketCaps;
  /** How long a SIGTERM shutdown may take, in ms (lifecycle/graceful-shutdown.ts). */
  shutdownGraceMs: number;
  push: PushConfig;
  /** Most sends stored, or looked up before storing, in one statement; 1 turns grouping off. */
  messageBatchMax: number;
  /**
   * Argon2id parameters for new password hashes: always `standard` from the environment; the
   * tests' config alone picks `test` (auth/passwords.ts), so no deployment can weaken them.
   */
  passwordHashCost: PasswordHashCost;
  /** Shown to banned members (the ban screen); null when SUPPORT_CONTACT is unset. */
  supportContact: TSupportContact | null;
  mail: MailConfig;
  metrics: MetricsConfig;
  backups: BackupConfig;
}

export interface PushConfig {
  /** Both keys from the environment, or none: then they are kept in `dataDir`. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  extraEndpointOrigins: string[];
}

const LOOPBACK_TWINS = new Map([
  ['localhost', '127.0.0.1'],
  ['127.0.0.1', 'localhost'],
]);

/**
 * The same app under the other loopback name: browsers treat `localhost` and `127.0.0.1` as
 * different origins, and either may be typed, whichever PUBLIC_ORIGIN names.
 */
function loopbackTwin(origin: string): string | undefined {
  const url = new URL(origin);
  const twin = LOOPBACK_TWINS.get(url.hostname);
  if (!twin) return undefined;
  url.hostname = twin;
  return url.origin;
}

/** Origins from a comma-separated list, without trailing slashes. */
function listOf(origins: string | undefined): string[] {
  return (origins ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The one place that reads the environment (and whether stdout is a terminal). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): AppConfig {
  const e = ZEnv.parse(env);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extra = listOf(e.ALLOWED_ORIGINS);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then made in DATA_DIR)',
    );
  }
  if (e.REDIS_URL && e.REDIS_CLUSTER_NODES) {
    throw new Error('Set REDIS_URL (one Redis) or REDIS_CLUSTER_NODES (a Redis Cluster), not both');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new Error('METRICS_PORT must differ from PORT (the metrics listener is a server of its own)');
  }
  if (!e.BACKUP_DIR && (e.BACKUP_INTERVAL_HOURS !== undefined || e.BACKUP_KEEP !== undefined)) {
    throw new Error('BACKUP_INTERVAL_HOURS and BACKUP_KEEP need BACKUP_DIR (where the snapshots go)');
  }
  const twin = loopbackTwin(publicOrigin);
  const appOrigins = twin ? [publicOrigin, twin] : [publicOrigin];
  const s3 =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          accessKey: e.S3_ACCESS_KEY,
          secretKey: e.S3_SECRET_KEY,
          region: e.S3_REGION,
          pathStyle: e.S3_PATH_STYLE === 'true',
          publicEndpoint: e.S3_PUBLIC_ENDPOINT,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    publicOrigin,
    appOrigins,
    allowedOrigins: [...new Set([...appOrigins, ...extra])],
    secureCookies: publicOrigin.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisClusterNodes: e.REDIS_CLUSTER_NODES,
    s3,
    osrmUrl: e.OSRM_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal && e.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    webDistDir: e.WEB_DIST_DIR,
    limits: limitsFromEnv(env),
    messageBatchMax: e.MESSAGE_BATCH_MAX,
    passwordHashCost: 'standard',
    supportContact: e.SUPPORT_CONTACT ?? null,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Nahbar <no-reply@${new URL(publicOrigin).hostname}>`,
      dir: e.DATA_DIR.startsWith('memory://') ? undefined : join(e.DATA_DIR, 'mail'),
      pollMs: MAIL_POLL_MS,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    backups: { dir: e.BACKUP_DIR, intervalHours: e.BACKUP_INTERVAL_HOURS ?? 24, keep: e.BACKUP_KEEP ?? 7 },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      // The push services want a way to reach whoever sends: the app's own https address will do.
      subject:
        e.VAPID_SUBJECT ??
        (publicOrigin.startsWith('https://') ? publicOrigin : 'mailto:push@nahbar.invalid'),
      extraEndpointOrigins: listOf(e.PUSH_ENDPOINT_ORIGINS),
    },
    sockets: {
      perMember: e.SOCKETS_PER_MEMBER,
      subscriptionsPerSocket: e.SUBSCRIPTIONS_PER_SOCKET,
      callsPerBatch: e.CALLS_PER_BATCH,
      sessionRecheckMs: e.SESSION_RECHECK_SECONDS * 1000,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
  };
}
