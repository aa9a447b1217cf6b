import type { MailOutboxRow } from '@nahbar/db';
import type { TestDatabaseKind } from '@nahbar/db/testing';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config';
import type { AppDeps } from '../src/deps';
import { createInnerContext } from '../src/trpc/context';
import { appRouter } from '../src/trpc/root';
import { createCallerFactory } from '../src/trpc/trpc';
import { registration, startTestDeps, uniqueName } from './harness';

/** Browsers as their User-Agent headers name them (describe-device.ts reads them). */
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const FIREFOX_WINDOWS_NEWER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:134.0) Gecko/20100101 Firefox/134.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface OutboxMail extends Omit<MailOutboxRow, 'data'> {
  data: Record<string, unknown>;
}

/** The mails queued so far, oldest first, of one member or to one address, of one kind or all. */
export async function outbox(
  deps: AppDeps,
  where: { userId?: string; to?: string; kind?: string },
): Promise<OutboxMail[]> {
  // The work that follows an answer (alerts, reset links) has been queued by now.
  await deps.background.settled();
  let query = deps.db.selectFrom('mailOutbox').selectAll().orderBy('id');
  if (where.userId) query = query.where('userId', '=', where.userId);
  if (where.to) query = query.where('toAddress', '=', where.to);
  if (where.kind) query = query.where('kind', '=', where.kind);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, data: row.data as Record<string, unknown> }));
}

/** The token a mailed page link carries in its fragment (`…#token=`). */
export function tokenOf(mail: OutboxMail | undefined): string {
  const link = String(mail?.data.link ?? '');
  const token = new URL(link).hash.replace(/^#token=/, '');
  if (!token) throw new Error(`no token in ${link}`);
  return decodeURIComponent(token);
}

const createCaller = createCallerFactory(appRouter);

/** A tRPC caller with the address and browser a request would carry. */
export function callerAt(
  deps: AppDeps,
  actor: Parameters<typeof createInnerContext>[1],
  options: { sessionId?: string | null; ip?: string; userAgent?: string | null } = {},
) {
  return createCaller(createInnerContext(deps, actor, options));
}

let addressCounter = 0;
/** A fresh address no other test uses. */
export function freshAddress(prefix = 'member'): string {
  addressCounter += 1;
  return `${prefix}.${process.pid}.${addressCounter}@Example.org`;
}

/** Registers a member from a browser, with an address verified through its mailed link. */
export async function memberWithAddress(deps: AppDeps, userAgent: string | null = FIREFOX_WINDOWS) {
  const email = freshAddress();
  const username = uniqueName('mail');
  const user = await callerAt(deps, null, { userAgent }).auth.register(registration(username, { email }));
  const [link] = await outbox(deps, { userId: user.id, kind: 'verifyEmail' });
  await callerAt(deps, null).auth.verifyEmail({ token: tokenOf(link) });
  const actor = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { actor, email, password: 'secret123' };
}

/** Services and routers on a fresh database for the file, closed after it. */
export function mailTestBed(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}) {
  const bed = {} as { deps: AppDeps };
  let close = async () => {};
  beforeAll(async () => {
    const started = await startTestDeps(kind, overrides);
    bed.deps = started.deps;
    close = started.close;
  });
  afterAll(() => close());
  return bed;
}
