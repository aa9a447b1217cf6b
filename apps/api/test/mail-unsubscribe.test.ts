import { de, en } from '@nahbar/contracts';
import { notificationSettingsQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import type { MailKind, MailKinds } from '../src/mail/mail-kinds';
import { queueMail } from '../src/mail/queue-mail';
import { createInnerContext } from '../src/trpc/context';
import { appRouter } from '../src/trpc/root';
import { createCallerFactory } from '../src/trpc/trpc';
import { makeMember, trpcError } from './chat-fixtures';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { smtpMailConfig } from './mail-fixtures';
import { LIMITS, nextAddress } from './rate-limit-fixtures';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

const DIGEST = { username: 'x', rooms: [], friendRequests: 1, mentions: 0, link: 'http://localhost:3000/' };
const DATA: { [K in 'dailySummary' | 'weeklyHighlights' | 'announcement']: MailKinds[K] } = {
  dailySummary: DIGEST,
  weeklyHighlights: { ...DIGEST, newFriends: 0 },
  announcement: { subject: 'News', body: 'Hello' },
};

describe.each(testDatabaseKinds())('one-click unsubscribe on $name', (kind) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const rates = {
      ...LIMITS.rates,
      registrations: { points: 1000, seconds: 3600 },
      unsubscribes: { points: 3, seconds: 60 },
    };
    t = await startTestApp(kind, { limits: { ...LIMITS, rates }, ...smtpMailConfig(smtp.url) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A member with a verified address and every e-mail switch on. */
  async function subscriber(): Promise<Actor> {
    const member = await makeMember(t.deps, 'mailer');
    await t.deps.db
      .updateTable('users')
      .set({ email: `${member.username}@example.org` })
      .where('id', '=', member.id)
      .execute();
    await notificationSettingsQueries.upsert(t.deps.db, member.id, { emailDailySummary: true });
    return member;
  }

  /** Queues a mail of the kind and answers the token of the one-click address it arrives with. */
  async function tokenOf(member: Actor, kind: keyof typeof DATA): Promise<string> {
    expect(await queueMail(t.deps, { userId: member.id, kind: kind as MailKind, data: DATA[kind] })).toBe(
      true,
    );
    const mail = await smtp.mailTo(`${member.username}@example.org`);
    const token = /[?&]token=([^>&]+)>/.exec(mail.header('List-Unsubscribe') ?? '')?.[1];
    if (!token) throw new Error('no unsubscribe address in the mail');
    return decodeURIComponent(token);
  }

  /** Signed out, from an address of its own (the limit counts per address). */
  const signedOut = () =>
    createCallerFactory(appRouter)(createInnerContext(t.deps, null, { ip: nextAddress() }));

  const switches = async (member: Actor) => {
    const row = await notificationSettingsQueries.find(t.deps.db, member.id);
    return {
      dailySummary: row?.emailDailySummary,
      weeklyHighlights: row?.emailWeeklyHighlights,
      importantUpdates: row?.emailImportantUpdates,
      securityAlerts: row?.emailSecurityAlerts,
    };
  };

  it('turns the switch off with the token in a JSON body', async () => {
    const member = await subscriber();
    const token = await tokenOf(member, 'weeklyHighlights');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN },
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, switch: 'weeklyHighlights' });
    expect(await switches(member)).toEqual({
      dailySummary: true,
      weeklyHighlights: false,
      importantUpdates: true,
      securityAlerts: true,
    });
  });

  it('takes RFC 8058’s form POST with the token in the query, without Origin or cookie', async () => {
    const member = await subscriber();
    const token = await tokenOf(member, 'dailySummary');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, switch: 'dailySummary' });
    expect((await switches(member)).dailySummary).toBe(false);

    // The multipart form RFC 8058 prefers works the same.
    const other = await tokenOf(member, 'announcement');
    const boundary = 'xYzBoundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${other}`,
      remoteAddress: nextAddress(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.json()).toEqual({ success: true, switch: 'importantUpdates' });
    expect(await switches(member)).toMatchObject({ importantUpdates: false, weeklyHighlights: true });
  });

  it('answers a link used before with the same success, and turns the switch off again', async () => {
    const member = await subscriber();
    const token = await tokenOf(member, 'weeklyHighlights');
    const caller = signedOut();
    expect(await caller.mail.unsubscribe({ token })).toEqual({ success: true, switch: 'weeklyHighlights' });
    await notificationSettingsQueries.upsert(t.deps.db, member.id, { emailWeeklyHighlights: true });
    expect(await caller.mail.unsubscribe({ token })).toEqual({ success: true, switch: 'weeklyHighlights' });
    expect((await switches(member)).weeklyHighlights).toBe(false);
  });

  it('refuses an unknown, expired or malformed token with the catalogue’s text', async () => {
    const member = await subscriber();
    const token = await tokenOf(member, 'weeklyHighlights');
    await t.deps.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', member.id)
      .execute();
    for (const bad of [token, 'A'.repeat(43), 'not a token!', undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mail/unsubscribe',
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN },
        payload: bad === undefined ? {} : { token: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: en.email.linkInvalid, text: { key: 'email.linkInvalid' } });
    }
    const error = await trpcError(signedOut().mail.unsubscribe({ token: 'B'.repeat(43) }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(de.email.linkInvalid).not.toBe(en.email.linkInvalid);
    expect((await switches(member)).weeklyHighlights).toBe(true);
  });

  it('lets only this route do without Origin, and parses forms only here', async () => {
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(noOrigin.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: nextAddress(),
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userId=x',
    });
    expect(form.statusCode).toBe(415);
  });

  it('is limited per address', async () => {
    const from = nextAddress();
    const send = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${'C'.repeat(43)}`,
        remoteAddress: address,
        // With a charset, as some mail programs send it: parsed all the same (400, not 415).
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: 'List-Unsubscribe=One-Click',
      });
    for (let i = 0; i < 3; i++) expect((await send(from)).statusCode).toBe(400);
    expect((await send(from)).statusCode).toBe(429);
    expect((await send(nextAddress())).statusCode).toBe(400);
  });
});
