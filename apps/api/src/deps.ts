import type { Db, User } from '@nahbar/db';
import type { SessionManager } from './auth/sessions';
import type { AppConfig } from './config';
import type { EventBus } from './realtime/bus';
import type { ConnectionRegistry } from './realtime/connections';
import type { LoginLimiter } from './services/auth/login-limiter';

/** What services need from the outside world; built once in buildApp, built directly in tests. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  sessions: SessionManager;
  loginLimiter: LoginLimiter;
  connections: ConnectionRegistry;
  bus: EventBus;
}

/** The signed-in user a request acts for: always from the session, never from input. */
export type Actor = User;
