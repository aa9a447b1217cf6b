import { TEXT } from '@nahbar/contracts';
import { notificationSettingsQueries, usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { trpcError } from '../../../test/chat-fixtures';
import {
  callerAt,
  freshAddress,
  mailTestBed,
  memberWithAddress,
  outbox,
  tokenOf,
} from '../../../test/mail-fixtures';
import { hashPassword } from '../../auth/passwords';

/**
 * What someone who had the password for a while cannot keep once the owner takes the account back,
 * and what the owner always hears of.
 */
describe.each(testDatabaseKinds())('taking an account back by mail on $name', (kind) => {
  const t = mailTestBed(kind);

  it('a new password ends an address someone else entered and is waiting for its link', async () => {
    const member = await memberWithAddress(t.deps);
    const intruder = freshAddress('intruder');
    await callerAt(t.deps, member.actor).account.setEmail({ email: intruder, password: member.password });
    const [link] = await outbox(t.deps, { userId: member.actor.id, kind: 'verifyEmail', to: intruder });
    await callerAt(t.deps, member.actor).account.changePassword({
      currentPassword: member.password,
      newPassword: 'taken back for good',
      confirmPassword: 'taken back for good',
    });
    expect((await trpcError(callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(link) }))).message).toBe(
      TEXT.email.linkInvalid,
    );
    expect(await callerAt(t.deps, member.actor).account.emailStatus()).toEqual({
      email: member.email,
      pendingEmail: null,
    });
  });

  it('a newly verified address ends the reset links sent to the one before', async () => {
    const member = await memberWithAddress(t.deps);
    await callerAt(t.deps, null).auth.forgotPassword({ login: member.actor.username });
    const [resetMail] = await outbox(t.deps, { userId: member.actor.id, kind: 'passwordReset' });
    const next = freshAddress('next');
    await callerAt(t.deps, member.actor).account.setEmail({ email: next, password: member.password });
    const [link] = await outbox(t.deps, { userId: member.actor.id, kind: 'verifyEmail', to: next });
    await callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(link) });
    const password = 'through the old inbox';
    const refused = await trpcError(
      callerAt(t.deps, null).auth.resetPassword({
        token: tokenOf(resetMail),
        password,
        confirmPassword: password,
      }),
    );
    expect(refused.message).toBe(TEXT.email.linkInvalid);
  });

  it('the address replaced hears of the change even with security alerts switched off', async () => {
    const member = await memberWithAddress(t.deps);
    await notificationSettingsQueries.upsert(t.deps.db, member.actor.id, { emailSecurityAlerts: false });
    const next = freshAddress('next');
    await callerAt(t.deps, member.actor).account.setEmail({ email: next, password: member.password });
    const [link] = await outbox(t.deps, { userId: member.actor.id, kind: 'verifyEmail', to: next });
    await callerAt(t.deps, null).auth.verifyEmail({ token: tokenOf(link) });
    const alerts = await outbox(t.deps, { userId: member.actor.id, kind: 'emailChangedAlert' });
    expect(alerts.map((mail) => mail.toAddress)).toEqual([member.email, next]);
  });

  it('a sign-in whose password was replaced while it was being checked gets no session', async () => {
    const member = await memberWithAddress(t.deps);
    const sessionsOf = () => t.deps.db.selectFrom('sessions').where('userId', '=', member.actor.id).execute();
    const before = (await sessionsOf()).length;
    // The reset commits between the password check and the new session.
    const newHash = await hashPassword('reset meanwhile', t.deps.config.passwordHashCost);
    const racing = {
      ...t.deps,
      sessions: {
        ...t.deps.sessions,
        create: async (...args: Parameters<typeof t.deps.sessions.create>) => {
          await usersQueries.setPasswordHash(t.deps.db, member.actor.id, newHash);
          return t.deps.sessions.create(...args);
        },
      },
    };
    const refused = await trpcError(
      callerAt(racing, null).auth.login({ username: member.actor.username, password: member.password }),
    );
    expect(refused.message).toBe(TEXT.auth.invalidCredentials);
    expect(await sessionsOf()).toHaveLength(before);
  });
});
