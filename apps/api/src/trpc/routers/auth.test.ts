import { TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, registration, startTestDeps, uniqueName } from '../../../test/harness';
import type { AppDeps } from '../../deps';

async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe.each(testDatabaseKinds())('auth router on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
  });
  afterAll(() => close());

  it('registers, sets the session cookie and shows the user as themselves', async () => {
    const { caller, cookies } = callerFor(deps, null);
    const name = uniqueName('Reg');
    const user = await caller.auth.register(registration(name, { displayName: 'Someone Else', age: '35' }));
    expect(user).toMatchObject({
      username: name,
      displayName: name,
      age: 35,
      gender: 'female',
      role: 'user',
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('latitude');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^nahbar_session=\w+;/);
    const stored = await usersQueries.findByUsername(deps.db, name);
    // Hashed at the configured cost: the tests' cheapest (passwords.test.ts holds the standard).
    expect(deps.config.passwordHashCost).toBe('test');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });

  it.each([
    ['mismatched passwords', { confirmPassword: 'other123' }, TEXT.auth.passwordsDontMatch],
    ['a minor', { age: 17 }, TEXT.auth.mustBeAdult],
    ['an age over 100', { age: 101 }, TEXT.auth.invalidAge],
    ['no city', { location: ' ' }, TEXT.auth.cityRequired],
    ['a gender the profile does not offer', { gender: 'robot' }, TEXT.auth.genderRequired],
    ['a short password', { password: 'abc', confirmPassword: 'abc' }, TEXT.auth.passwordTooShort],
    ['a bad username', { username: 'no spaces!' }, TEXT.auth.usernameRules],
  ])('refuses %s with the catalogue text', async (_label, change, message) => {
    const { caller, cookies } = callerFor(deps, null);
    const error = await trpcError(caller.auth.register(registration(uniqueName(), change)));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(cookies).toEqual([]);
  });

  it('refuses a username taken in another case', async () => {
    const { caller } = callerFor(deps, null);
    const name = uniqueName('Case');
    await caller.auth.register(registration(name));
    const error = await trpcError(caller.auth.register(registration(name.toUpperCase())));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(TEXT.auth.usernameTaken);
  });

  it('checks username availability ignoring case, and never offers a malformed name', async () => {
    const { caller } = callerFor(deps, null);
    const name = uniqueName('Avail');
    expect(await caller.auth.checkUsername({ username: name })).toEqual({ available: true });
    await caller.auth.register(registration(name));
    expect(await caller.auth.checkUsername({ username: name.toLowerCase() })).toEqual({ available: false });
    expect(await caller.auth.checkUsername({ username: 'a!' })).toEqual({ available: false });
  });

  it('logs in with a fresh session each time, and refuses a wrong password', async () => {
    const name = uniqueName('Login');
    await callerFor(deps, null).caller.auth.register(registration(name));
    const first = callerFor(deps, null);
    const second = callerFor(deps, null);
    await first.caller.auth.login({ username: name.toUpperCase(), password: 'secret123' });
    await second.caller.auth.login({ username: name, password: 'secret123' });
    expect(first.cookies[0]).not.toBe(second.cookies[0]);
    const error = await trpcError(
      callerFor(deps, null).caller.auth.login({ username: name, password: 'wrong123' }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(TEXT.auth.invalidCredentials);
  });

  it('names the missing login field', async () => {
    const { caller } = callerFor(deps, null);
    expect((await trpcError(caller.auth.login({ username: '', password: 'x' }))).message).toBe(
      TEXT.auth.usernameRequired,
    );
    expect((await trpcError(caller.auth.login({ username: 'x', password: '' }))).message).toBe(
      TEXT.auth.passwordRequired,
    );
  });

  it('refuses a banned user with isBanned, only once the password is right', async () => {
    const name = uniqueName('Banned');
    await callerFor(deps, null).caller.auth.register(registration(name));
    await deps.db
      .updateTable('users')
      .set({ isBanned: true, banReason: 'spam' })
      .where('username', '=', name)
      .execute();
    const { caller } = callerFor(deps, null);
    const wrong = await trpcError(caller.auth.login({ username: name, password: 'nope1234' }));
    expect(wrong.code).toBe('UNAUTHORIZED');
    const banned = await trpcError(caller.auth.login({ username: name, password: 'secret123' }));
    expect(banned.code).toBe('FORBIDDEN');
    expect(banned.message).toContain('banned');
    expect((banned.cause as { text?: unknown }).text).toEqual({
      key: 'auth.bannedWithReason',
      params: ['spam'],
    });
    expect((banned.cause as { extra?: { isBanned?: boolean } }).extra?.isBanned).toBe(true);
  });

  it('answers me with the session user, null when signed out, and logout ends the session', async () => {
    const name = uniqueName('Me');
    const signup = callerFor(deps, null);
    const user = await signup.caller.auth.register(registration(name));
    const actor = await usersQueries.findById(deps.db, user.id);
    expect(await callerFor(deps, null).caller.auth.me()).toBeNull();
    const { sessionId } = await deps.sessions.create(user.id);
    const me = callerFor(deps, actor ?? null, sessionId);
    expect((await me.caller.auth.me())?.username).toBe(name);
    expect(await me.caller.auth.logout()).toEqual({ success: true });
    expect(me.cookies[0]).toMatch(/nahbar_session=;.*Max-Age=0/i);
    expect(await deps.sessions.validate(sessionId)).toBeNull();
  });

  it('carries the catalogue key of an input error, so a client can word it in its own language', async () => {
    const { caller } = callerFor(deps, null);
    const error = await trpcError(caller.auth.register(registration(uniqueName(), { age: 17 })));
    expect(error.message).toBe(TEXT.auth.mustBeAdult);
    expect((error.cause as { text?: unknown }).text).toEqual({ key: 'auth.mustBeAdult', params: [] });
  });

  it('stores the chosen language on the account and shows it in me, signed-in members only', async () => {
    const user = await callerFor(deps, null).caller.auth.register(registration(uniqueName('Lang')));
    expect(user.locale).toBeNull();
    const actor = await usersQueries.findById(deps.db, user.id);
    const { caller } = callerFor(deps, actor ?? null);
    expect(await caller.auth.setLocale({ locale: 'de' })).toEqual({ locale: 'de' });
    const reread = await usersQueries.findById(deps.db, user.id);
    expect(reread?.locale).toBe('de');
    expect((await callerFor(deps, reread ?? null).caller.auth.me())?.locale).toBe('de');
    const refused = await trpcError(caller.auth.setLocale({ locale: 'fr' as 'de' }));
    expect(refused.code).toBe('BAD_REQUEST');
    const anonymous = await trpcError(callerFor(deps, null).caller.auth.setLocale({ locale: 'en' }));
    expect(anonymous.code).toBe('UNAUTHORIZED');
    expect((await usersQueries.findById(deps.db, user.id))?.locale).toBe('de');
  });
});
