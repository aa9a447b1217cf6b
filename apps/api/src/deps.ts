import type { Db } from '@nahbar/db';
import type { SessionManager, SessionUserRow } from './auth/sessions';
import type { Backups } from './backup/write-backup';
import type { AppConfig } from './config';
import type { Limits } from './limits/limits';
import type { Mailer } from './mail/outbox-worker';
import type { Metrics } from './metrics/metrics';
import type { Readiness } from './metrics/readiness';
import type { PhotoStore } from './photos/photo-store';
import type { ConnectionRegistry } from './realtime/connections';
import type { Realtime } from './realtime/create-realtime';
import type { SessionChecks } from './realtime/session-checks';
import type { ErasureVacuum } from './services/account/erasure-vacuum';
import type { BackgroundTasks } from './services/background/background-tasks';
import type { MessageWriter } from './services/messages/message-writer';
import type { SendOrder } from './services/messages/send-order';
import type { SendTargets } from './services/messages/send-targets';
import type { PushSender } from './services/push/push-sender';

/**
 * What services need from the outside world: the live layer (the bus, presence, typing, the
 * room feeds, online status; realtime/create-realtime.ts) and the rest below. Made once by
 * buildDeps: buildApp calls it, and tests call it without an app.
 */
export interface AppDeps extends Realtime {
  config: AppConfig;
  db: Db;
  sessions: SessionManager;
  /** Rate limits and the sign-in backoff: memory by default, Redis when configured. */
  limits: Limits;
  /** The live sockets of both transports by user and session, so a session's end ends them. */
  connections: ConnectionRegistry;
  /**
   * Closes the live sockets of sessions that ended: re-checked on a member's `access_changed` that
   * names no room and every SESSION_RECHECK_SECONDS; a ban (`suspended`) closes them at once.
   */
  sessionChecks: SessionChecks;
  /** Photo bytes: local disk by default, S3/MinIO when configured; deletions wait while a backup copies. */
  photos: PhotoStore;
  /** Archives of the database and photos (backup/): asked for by `pnpm data:backup` or the schedule. */
  backups: Backups;
  /** Stores sent messages, grouping those that arrive together into one statement. */
  messageWriter: MessageWriter;
  /** What a send needs to know of its room and sender, grouped like the writes. */
  sendTargets: SendTargets;
  /** Each member's sends stored in the order they were sent, several under way at once. */
  sendOrder: SendOrder;
  /** Web Push to the browsers members allowed, for when no tab of theirs is open. */
  push: PushSender;
  /**
   * Sends the mail outbox (mail/outbox-worker.ts): started with the server; `mailer.wake()` after
   * queueing sends within about a second (queueMail does it).
   */
  mailer: Mailer;
  /**
   * This app's Prometheus metrics (metrics/metrics.ts): a registry of its own, so a process that
   * builds several apps (the tests) counts each apart.
   */
  metrics: Metrics;
  /** Whether the database, Redis (when configured) and the photo store answer (`GET /api/ready`). */
  readiness: Readiness;
  /** Frees the space of erased rows soon after an account is deleted (not inside its transaction). */
  erasureVacuum: ErasureVacuum;
  /** Work a request starts and does not wait for (mails after a sign-in, a reset request). */
  background: BackgroundTasks;
  /**
   * The one time for rules that end by themselves: timed bans and mutes, and session expiry as
   * every session check judges it (services/policy/session-check.ts); tests move it.
   */
  clock: { now(): Date };
}

/** The signed-in user a request acts for: always from the session, never from input. */
export type Actor = SessionUserRow;
