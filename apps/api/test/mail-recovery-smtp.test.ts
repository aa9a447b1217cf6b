import { CATALOGUES } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, ORIGIN, signUp, startTestApp, type TestApp } from './harness';
import { smtpMailConfig } from './mail-fixtures';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

const en = CATALOGUES.en.mail;

/** The token of the page link in a mail's text part (`…#token=`; it may show more than once). */
function tokenIn(mail: CaughtMail): string {
  const tokens = [...new Set([...mail.text.matchAll(/#token=([A-Za-z0-9_%-]+)/g)].map((match) => match[1]))];
  expect(tokens, mail.subject).toHaveLength(1);
  return decodeURIComponent(tokens[0] ?? '');
}

/**
 * Getting back in with nothing but the mails a real SMTP server received: the address verified
 * from its link, a reset link asked for and used once, the old sessions ended, the alert sent.
 */
describe.each(testDatabaseKinds())('an account recovered from its mails on $name', (kind) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp(kind, smtpMailConfig(smtp.url));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (
    url: string,
    payload: Record<string, unknown>,
    cookie?: string,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('a forgotten password is set anew from the mailed link alone, which then works no more', async () => {
    const address = `ruth.${process.pid}.${Date.now()}@example.org`;
    const { cookie, user, password } = await signUp(t.app, { email: address });
    const verification = await smtp.mailTo(address);
    expect(verification.subject).toBe(en.verifySubject);
    const verified = await post('/api/auth/verify-email', { token: tokenIn(verification) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, email: address });

    // Asked for by the address, written another way.
    const asked = await post('/api/auth/forgot-password', { login: address.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    const resetMail = await smtp.mailTo(address);
    expect(resetMail.subject).toBe(en.resetSubject);
    const token = tokenIn(resetMail);
    const newPassword = 'Mondschein-Fahrrad-42';
    const reset = await post('/api/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await smtp.mailTo(address)).subject).toBe(en.passwordResetAlertSubject);

    // The session from before the reset has ended; the old password opens nothing, the new one does.
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(before.statusCode).toBe(401);
    expect((await post('/api/auth/login', { username: user.username, password })).statusCode).toBe(401);
    const signedIn = await post('/api/auth/login', { username: user.username, password: newPassword });
    expect(signedIn.statusCode).toBe(200);
    expect(cookiePair(signedIn.headers['set-cookie'])).toBeTruthy();

    // The link was for one use.
    const again = await post('/api/auth/reset-password', {
      token,
      password: 'anders-1234',
      confirmPassword: 'anders-1234',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().text.key).toBe('email.linkInvalid');
  });

  it('an unknown login is answered as a known one and mails nothing', async () => {
    const address = `sven.${process.pid}.${Date.now()}@example.org`;
    const { user } = await signUp(t.app, { email: address });
    await post('/api/auth/verify-email', { token: tokenIn(await smtp.mailTo(address)) });

    const stranger = await post('/api/auth/forgot-password', { login: 'nobody-here@example.org' });
    const member = await post('/api/auth/forgot-password', { login: user.username });
    expect(stranger.statusCode).toBe(member.statusCode);
    expect(stranger.body).toBe(member.body);
    // The next mail the server receives is the known member's: the unknown login sent none.
    const next = await smtp.nextMail();
    expect(next.envelope.to).toEqual([address]);
    expect(next.subject).toBe(en.resetSubject);
  });
});
