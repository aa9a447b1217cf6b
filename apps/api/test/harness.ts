import type { TRegisterInput } from '@nahbar/contracts';
import type { TestDatabaseKind } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp, buildDeps } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Actor, AppDeps } from '../src/deps';
import { createInnerContext } from '../src/trpc/context';
import { appRouter } from '../src/trpc/root';
import { createCallerFactory } from '../src/trpc/trpc';

export const ORIGIN = 'http://localhost:3000';

/**
 * Rate limits are off: tests send fast on purpose (50 concurrent sends by one member, say).
 * Tests of the limits themselves turn them on with `testConfig({ limits })` (test/rate-limits.test.ts).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_ORIGIN: ORIGIN, DATA_DIR: 'memory://', RATE_LIMITS: 'off' }),
    // The cheapest argon2id: the suites register thousands of members (passwords.test.ts holds
    // the standard cost every deployment uses).
    passwordHashCost: 'test',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/** A full app on a fresh database of the given kind. */
export async function startTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const database = await kind.create();
  const app = await buildApp(testConfig(overrides), { db: database.db });
  return {
    app,
    deps: app.deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Services and routers without HTTP. */
export async function startTestDeps(
  kind: TestDatabaseKind,
  overrides: Partial<AppConfig> = {},
): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  const database = await kind.create();
  const deps = await buildDeps(testConfig(overrides), { db: database.db });
  return {
    deps,
    async close() {
      await deps.erasureVacuum.close();
      await deps.background.close();
      deps.sessionChecks.close();
      await deps.limits.close();
      await deps.bus.close();
      await deps.photos.close();
      await database.close();
    },
  };
}

const createCaller = createCallerFactory(appRouter);

/** A tRPC caller acting as `actor` (or signed out), recording the cookies it would set. */
export function callerFor(deps: AppDeps, actor: Actor | null, sessionId: string | null = null) {
  const cookies: string[] = [];
  const caller = createCaller(
    createInnerContext(deps, actor, { sessionId, setCookie: (c) => cookies.push(c.serialize()) }),
  );
  return { caller, cookies };
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}_${counter}`;
}

/** A valid registration; overrides may be invalid on purpose, hence the cast. */
export function registration(
  username = uniqueName(),
  overrides: Record<string, unknown> = {},
): TRegisterInput {
  return {
    username,
    password: 'secret123',
    confirmPassword: 'secret123',
    age: 29,
    gender: 'female',
    location: 'Berlin',
    ...overrides,
  } as TRegisterInput;
}

/** Cookie header value (`name=value`) from a Set-Cookie header. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (first ?? '').split(';')[0] ?? '';
}

/** Registers over REST and returns the session cookie and user. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(uniqueName(), overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: ORIGIN },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    cookie: cookiePair(res.headers['set-cookie']),
    user: res.json() as { id: string; username: string },
    password: body.password,
  };
}
