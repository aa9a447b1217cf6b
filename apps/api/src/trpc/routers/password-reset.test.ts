import { PASSWORD_RESET_TOKEN_MINUTES, TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { makeMember, record, trpcError } from '../../../test/chat-fixtures';
import {
  callerAt,
  FIREFOX_WINDOWS,
  mailTestBed,
  memberWithAddress,
  outbox,
  SAFARI_IPHONE,
  tokenOf,
} from '../../../test/mail-fixtures';

const NEW_PASSWORD = 'a brand new secret';

describe.each(testDatabaseKinds())('password reset by mail on $name', (kind) => {
  const t = mailTestBed(kind);

  const signIn = (username: string, password: string, userAgent = FIREFOX_WINDOWS) =>
    callerAt(t.deps, null, { userAgent }).auth.login({ username, password });
  const reset = (token: string, password = NEW_PASSWORD, userAgent: string | null = null) =>
    callerAt(t.deps, null, { userAgent }).auth.resetPassword({ token, password, confirmPassword: password });

  async function resetLinkFor(userId: string, login: string) {
    expect(await callerAt(t.deps, null).auth.forgotPassword({ login })).toEqual({ success: true });
    const mails = await outbox(t.deps, { userId, kind: 'passwordReset' });
    return mails[mails.length - 1];
  }

  it('mails a link that sets a new password once, ends every session and alerts the member', async () => {
    const member = await memberWithAddress(t.deps);
    const { username } = member.actor;
    // Two signed-in devices, one of them listening to the member's live events.
    await signIn(username, member.password);
    await signIn(username, member.password, SAFARI_IPHONE);
    expect(
      await t.deps.db.selectFrom('sessions').where('userId', '=', member.actor.id).execute(),
    ).toHaveLength(3);
    const events = record(t.deps, userTopic(member.actor.id));

    const mail = await resetLinkFor(member.actor.id, username);
    expect(mail?.toAddress).toBe(member.email);
    expect(mail?.data).toMatchObject({ username });
    expect(String(mail?.data.link)).toMatch(/^http:\/\/localhost:3000\/reset-password#token=[\w-]{40,}$/);
    // Only its hash is stored.
    const token = tokenOf(mail);
    const stored = await t.deps.db.selectFrom('emailTokens').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    expect(await reset(token, NEW_PASSWORD, SAFARI_IPHONE)).toEqual({ success: true });
    expect(await t.deps.db.selectFrom('sessions').where('userId', '=', member.actor.id).execute()).toEqual(
      [],
    );
    expect(await events.waitFor(1)).toEqual([{ type: 'access_changed' }]);
    events.stop();
    const again = await trpcError(reset(token, 'yet another secret'));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(TEXT.email.linkInvalid);

    expect((await trpcError(signIn(username, member.password))).code).toBe('UNAUTHORIZED');
    expect(await signIn(username, NEW_PASSWORD)).toMatchObject({ username });
    const alerts = await outbox(t.deps, { userId: member.actor.id, kind: 'passwordResetAlert' });
    expect(alerts.map((m) => [m.toAddress, m.data.browser, m.data.os])).toEqual([
      [member.email, 'Safari', 'iOS'],
    ]);
  });

  it('finds the account by its address in any case, and by the username in any case', async () => {
    const member = await memberWithAddress(t.deps);
    expect(await resetLinkFor(member.actor.id, member.email.toUpperCase())).toBeDefined();
    expect(await resetLinkFor(member.actor.id, member.actor.username.toUpperCase())).toBeDefined();
    expect(await outbox(t.deps, { userId: member.actor.id, kind: 'passwordReset' })).toHaveLength(2);
  });

  it('answers alike and mails nothing for an unknown login or an account without an address', async () => {
    const plain = await makeMember(t.deps, 'plain');
    const before = await t.deps.db.selectFrom('emailTokens').select('tokenHash').execute();
    for (const login of [plain.username, 'nobody_by_that_name', 'nobody@example.org']) {
      expect(await callerAt(t.deps, null).auth.forgotPassword({ login })).toEqual({ success: true });
    }
    expect(await outbox(t.deps, { kind: 'passwordReset', userId: plain.id })).toEqual([]);
    expect(await t.deps.db.selectFrom('emailTokens').select('tokenHash').execute()).toEqual(before);
  });

  it('refuses a link older than its lifetime', async () => {
    const member = await memberWithAddress(t.deps);
    const mail = await resetLinkFor(member.actor.id, member.actor.username);
    const clock = t.deps.clock;
    t.deps.clock = { now: () => new Date(Date.now() + PASSWORD_RESET_TOKEN_MINUTES * 60_000 + 1000) };
    try {
      expect((await trpcError(reset(tokenOf(mail)))).message).toBe(TEXT.email.linkInvalid);
    } finally {
      t.deps.clock = clock;
    }
    expect(await signIn(member.actor.username, member.password)).toBeDefined();
  });

  it('ends unused links when the password changes, and alerts the change', async () => {
    const member = await memberWithAddress(t.deps);
    const mail = await resetLinkFor(member.actor.id, member.actor.username);
    await callerAt(t.deps, member.actor, { userAgent: SAFARI_IPHONE }).account.changePassword({
      currentPassword: member.password,
      newPassword: 'changed in the tab',
      confirmPassword: 'changed in the tab',
    });
    expect((await trpcError(reset(tokenOf(mail)))).message).toBe(TEXT.email.linkInvalid);
    expect(await signIn(member.actor.username, 'changed in the tab')).toBeDefined();
    const alerts = await outbox(t.deps, { userId: member.actor.id, kind: 'passwordChangedAlert' });
    expect(alerts.map((m) => [m.toAddress, m.data.username, m.data.browser])).toEqual([
      [member.email, member.actor.username, 'Safari'],
    ]);
  });

  it('holds a new password to the registration’s rules, and the link stays usable', async () => {
    const member = await memberWithAddress(t.deps);
    const token = tokenOf(await resetLinkFor(member.actor.id, member.actor.username));
    const short = await trpcError(reset(token, 'abc'));
    expect(short.message).toBe(TEXT.auth.passwordTooShort);
    const common = await trpcError(reset(token, 'password123'));
    expect(common.message).toBe(TEXT.passwords.tooCommon);
    const mismatch = await trpcError(
      callerAt(t.deps, null).auth.resetPassword({
        token,
        password: NEW_PASSWORD,
        confirmPassword: 'other one',
      }),
    );
    expect(mismatch.message).toBe(TEXT.auth.passwordsDontMatch);
    expect(await reset(token)).toEqual({ success: true });
  });
});
