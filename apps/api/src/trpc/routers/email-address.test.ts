import { EMAIL_VERIFY_TOKEN_HOURS, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { makeMember, trpcError } from '../../../test/chat-fixtures';
import { registration, uniqueName } from '../../../test/harness';
import {
  callerAt,
  FIREFOX_WINDOWS,
  freshAddress,
  mailTestBed,
  memberWithAddress,
  outbox,
  SAFARI_IPHONE,
  tokenOf,
} from '../../../test/mail-fixtures';

describe.each(testDatabaseKinds())('e-mail address on $name', (kind) => {
  const t = mailTestBed(kind);

  it('mails a link to the address given at registration, which verifies it once', async () => {
    const email = freshAddress('reg');
    const user = await callerAt(t.deps, null).auth.register(registration(uniqueName('reg'), { email }));
    const actor = await makeActor(user.id);
    const mails = await outbox(t.deps, { userId: user.id });
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([['verifyEmail', email]]);
    expect(String(mails[0]?.data.link)).toMatch(/^http:\/\/localhost:3000\/verify-email#token=[\w-]{40,}$/);
    // Unverified, the address is only waiting: the account has none yet.
    expect(await callerAt(t.deps, actor).account.emailStatus()).toEqual({ email: null, pendingEmail: email });

    const token = tokenOf(mails[0]);
    expect(await callerAt(t.deps, null).auth.verifyEmail({ token })).toEqual({ success: true, email });
    expect(await callerAt(t.deps, actor).account.emailStatus()).toEqual({ email, pendingEmail: null });
    const stored = await makeActor(user.id);
    expect(stored.email).toBe(email);
    expect(stored.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await trpcError(callerAt(t.deps, null).auth.verifyEmail({ token }));
    expect(again.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(TEXT.email.linkInvalid);
    // A first address replaced none: no alert.
    expect((await outbox(t.deps, { userId: user.id })).map((m) => m.kind)).toEqual(['verifyEmail']);
  });

  it('asks for the password, and a link older than its lifetime no longer works', async () => {
    const actor = await makeMember(t.deps, 'late');
    const email = freshAddress('late');
    const wrong = await trpcError(
      callerAt(t.deps, actor).account.setEmail({ email, password: 'not-it-123' }),
    );
    expect(wrong.code).toBe('FORBIDDEN');
    expect(wrong.message).toBe(TEXT.account.wrongPassword);
    expect(await outbox(t.deps, { userId: actor.id })).toEqual([]);

    expect(await callerAt(t.deps, actor).account.setEmail({ email, password: 'secret123' })).toEqual({
      success: true,
    });
    const [mail] = await outbox(t.deps, { userId: actor.id, kind: 'verifyEmail' });
    expect(mail?.toAddress).toBe(email);
    const clock = t.deps.clock;
    t.deps.clock = { now: () => new Date(Date.now() + EMAIL_VERIFY_TOKEN_HOURS * 3_600_000 + 1000) };
    try {
      const late = await trpcError(callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(mail) }));
      expect(late.message).toBe(TEXT.email.linkInvalid);
      expect(await callerAt(t.deps, actor).account.emailStatus()).toEqual({
        email: null,
        pendingEmail: null,
      });
    } finally {
      t.deps.clock = clock;
    }
    expect((await makeActor(actor.id)).email).toBeNull();
  });

  it('answers a taken address as a free one, and tells its owner instead of mailing a link', async () => {
    const owner = await memberWithAddress(t.deps);
    const asker = await makeMember(t.deps, 'asker');
    const other = await makeMember(t.deps, 'other');
    const taken = owner.email.toUpperCase();
    const free = freshAddress('free');

    const takenAnswer = await callerAt(t.deps, asker).account.setEmail({
      email: taken,
      password: 'secret123',
    });
    const freeAnswer = await callerAt(t.deps, other).account.setEmail({ email: free, password: 'secret123' });
    expect(takenAnswer).toEqual(freeAnswer);
    // The account tab shows both as waiting alike.
    expect(await callerAt(t.deps, asker).account.emailStatus()).toEqual({ email: null, pendingEmail: taken });
    expect(await callerAt(t.deps, other).account.emailStatus()).toEqual({ email: null, pendingEmail: free });

    expect((await outbox(t.deps, { userId: asker.id })).map((m) => m.kind)).toEqual([]);
    expect((await outbox(t.deps, { userId: other.id })).map((m) => m.kind)).toEqual(['verifyEmail']);
    const notices = await outbox(t.deps, { userId: owner.actor.id, kind: 'emailTaken' });
    expect(notices.map((m) => [m.toAddress, m.data])).toEqual([
      [owner.email, { username: owner.actor.username }],
    ]);

    // Registering with it: the same, the account is made, the owner is told again.
    const user = await callerAt(t.deps, null).auth.register(
      registration(uniqueName('reg'), { email: taken }),
    );
    expect((await outbox(t.deps, { userId: user.id })).map((m) => m.kind)).toEqual([]);
    expect(await outbox(t.deps, { userId: owner.actor.id, kind: 'emailTaken' })).toHaveLength(2);
    expect((await makeActor(asker.id)).email).toBeNull();
  });

  it('refuses the second of two accounts verifying one address, clearly', async () => {
    const first = await makeMember(t.deps, 'first');
    const second = await makeMember(t.deps, 'second');
    const email = freshAddress('shared');
    // Neither has verified it yet, so both get a link.
    await callerAt(t.deps, first).account.setEmail({ email, password: 'secret123' });
    await callerAt(t.deps, second).account.setEmail({ email: email.toLowerCase(), password: 'secret123' });
    const [firstLink] = await outbox(t.deps, { userId: first.id, kind: 'verifyEmail' });
    const [secondLink] = await outbox(t.deps, { userId: second.id, kind: 'verifyEmail' });

    await callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(firstLink) });
    const lost = await trpcError(callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(secondLink) }));
    expect(lost.code).toBe('CONFLICT');
    expect(lost.message).toBe(TEXT.email.addressTaken);
    expect((await makeActor(first.id)).email).toBe(email);
    expect((await makeActor(second.id)).email).toBeNull();
  });

  it('alerts the old and the new address when a verified address is replaced', async () => {
    const member = await memberWithAddress(t.deps);
    const next = freshAddress('next');
    await callerAt(t.deps, member.actor).account.setEmail({ email: next, password: 'secret123' });
    // The new address gets only its link until verified; the old one stays the account's.
    const [link] = await outbox(t.deps, { userId: member.actor.id, kind: 'verifyEmail', to: next });
    expect((await makeActor(member.actor.id)).email).toBe(member.email);

    const before = Date.now();
    await callerAt(t.deps, null, { userAgent: SAFARI_IPHONE }).auth.verifyEmail({ token: tokenOf(link) });
    const alerts = await outbox(t.deps, { userId: member.actor.id, kind: 'emailChangedAlert' });
    expect(alerts.map((m) => m.toAddress)).toEqual([member.email, next]);
    for (const alert of alerts) {
      expect(alert.data).toMatchObject({
        username: member.actor.username,
        newAddress: next,
        browser: 'Safari',
        os: 'iOS',
      });
      expect(Date.parse(String(alert.data.at))).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(await callerAt(t.deps, member.actor).account.emailStatus()).toEqual({
      email: next,
      pendingEmail: null,
    });
  });

  it('treats one’s own address as no change, and a newer request replaces a waiting one', async () => {
    const member = await memberWithAddress(t.deps, FIREFOX_WINDOWS);
    // A fresh caller per call, as each request has its own password check.
    const caller = () => callerAt(t.deps, member.actor);
    const waiting = freshAddress('waiting');
    await caller().account.setEmail({ email: waiting, password: 'secret123' });
    const [oldLink] = await outbox(t.deps, { userId: member.actor.id, kind: 'verifyEmail', to: waiting });
    await caller().account.setEmail({ email: member.email.toLowerCase(), password: 'secret123' });
    expect(await caller().account.emailStatus()).toEqual({ email: member.email, pendingEmail: null });
    const stale = await trpcError(callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(oldLink) }));
    expect(stale.message).toBe(TEXT.email.linkInvalid);
    expect(await outbox(t.deps, { userId: member.actor.id, kind: 'emailTaken' })).toEqual([]);
  });

  it('puts the address and the one waiting into the export', async () => {
    const member = await memberWithAddress(t.deps);
    const waiting = freshAddress('export');
    await callerAt(t.deps, member.actor).account.setEmail({ email: waiting, password: 'secret123' });
    const exported = await callerAt(t.deps, member.actor).account.exportData();
    expect(exported.email).toMatchObject({ email: member.email, pendingEmail: waiting });
    expect(exported.email.verifiedAt).toEqual(expect.any(String));
    expect(exported.knownDevices.map((d) => d.device)).toEqual(['Firefox|Windows']);
  });

  async function makeActor(id: string) {
    return t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }
});
