import { CATALOGUES, LOCALES, type Locale } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { type MailKind, unsubscribableSwitch } from '../src/mail/mail-kinds';
import { mailLinks } from '../src/mail/mail-links';
import { maskAddress } from '../src/mail/mask-address';
import { renderMail } from '../src/mail/render-mail';
import { MAIL_KINDS, MAIL_SAMPLES } from './mail-samples';

const ORIGIN = 'http://localhost:3000';
const links = mailLinks(ORIGIN);

function render(kind: MailKind, locale: Locale, timeZone = 'Europe/Berlin') {
  return renderMail(kind, MAIL_SAMPLES[kind], {
    locale,
    publicOrigin: ORIGIN,
    timeZone,
    unsubscribeToken: unsubscribableSwitch(kind) ? 'unsub-token' : undefined,
  });
}

/** The security alerts: all but the address change follow the securityAlerts switch (mail-kinds.ts). */
const ALERT_KINDS = MAIL_KINDS.filter((kind) => kind.endsWith('Alert'));

/** The links each kind must carry (its own, and the settings and reset pages of the alerts). */
function expectedLinks(kind: MailKind): string[] {
  const sample = MAIL_SAMPLES[kind];
  const own = 'link' in sample ? [sample.link] : [];
  if (ALERT_KINDS.includes(kind)) return [links.accountSettings, links.forgotPassword];
  if (kind === 'emailTaken') return [links.forgotPassword];
  if (kind === 'announcement') return [links.app];
  return own;
}

function expectedSubject(kind: MailKind, locale: Locale): string {
  const m = CATALOGUES[locale].mail;
  const subjects: Record<MailKind, string> = {
    verifyEmail: m.verifySubject,
    emailTaken: m.takenSubject,
    passwordReset: m.resetSubject,
    signInAlert: m.signInSubject,
    passwordChangedAlert: m.passwordChangedSubject,
    emailChangedAlert: m.emailChangedSubject,
    passwordResetAlert: m.passwordResetAlertSubject,
    dailySummary: m.dailySubject,
    weeklyHighlights: m.weeklySubject,
    announcement: MAIL_SAMPLES.announcement.subject,
  };
  return subjects[kind];
}

describe.each(LOCALES.map((locale) => ({ locale })))('mail templates in $locale', ({ locale }) => {
  const m = CATALOGUES[locale].mail;

  it.each(MAIL_KINDS.map((kind) => ({ kind })))(
    '$kind: subject, HTML and text with its links',
    async ({ kind }) => {
      const mail = await render(kind, locale);
      expect(mail.subject).toBe(expectedSubject(kind, locale));
      expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`));
      expect(mail.html).toContain(m.signature);
      expect(mail.text).toContain(m.signature);
      if (kind !== 'announcement') {
        expect(mail.text).toContain(m.greeting('ann'));
        expect(mail.html).toContain(m.greeting('ann'));
      }
      for (const link of expectedLinks(kind)) {
        expect(mail.text, link).toContain(link);
        expect(mail.html, link).toContain(`href="${link}"`);
      }
      // A visible unsubscribe link exactly in the kinds with a switch that is not the alerts'.
      const unsubscribe = links.unsubscribePage('unsub-token');
      if (unsubscribableSwitch(kind)) {
        expect(mail.html).toContain(`href="${unsubscribe}"`);
        expect(mail.text).toContain(unsubscribe);
        expect(mail.text).toContain(m.unsubscribe);
      } else {
        expect(mail.html).not.toContain('/unsubscribe');
        expect(mail.text).not.toContain(m.unsubscribe);
      }
      // No hidden preview text or markup leaks into the text part.
      expect(mail.text).not.toMatch(/<[a-z]/i);
    },
  );

  it('names when (in the member’s zone), the browser and the system in every alert', async () => {
    const alerts = ALERT_KINDS;
    expect(alerts).toHaveLength(4);
    for (const kind of alerts) {
      const berlin = await render(kind, locale);
      expect(berlin.text, kind).toContain('18:02');
      expect(berlin.text, kind).toContain(m.alertDeviceText('Firefox', 'Windows'));
      expect(berlin.text, kind).toContain(m.alertNotYou);
      const newYork = await render(kind, locale, 'America/New_York');
      expect(newYork.text, kind).toContain('12:02');
      expect(newYork.text, kind).not.toContain('18:02');
    }
    const weekday = locale === 'de' ? 'Samstag' : 'Saturday';
    expect((await render('signInAlert', locale)).text).toContain(weekday);
  });

  it('falls back to Berlin for an unknown zone and to "unknown" for a device it could not tell', async () => {
    const mail = await renderMail(
      'signInAlert',
      { username: 'ann', at: '2026-11-28T17:02:00.000Z', browser: null, os: null },
      { locale, publicOrigin: ORIGIN, timeZone: 'Not/AZone', unsubscribeToken: undefined },
    );
    expect(mail.text).toContain('18:02');
    expect(mail.text).toContain(m.alertDeviceText(m.unknownBrowser, m.unknownSystem));
  });

  it('shows the new address of an address change only masked', async () => {
    const mail = await render('emailChangedAlert', locale);
    expect(mail.text).toContain('a***@example.org');
    expect(mail.html).toContain('a***@example.org');
    expect(mail.html + mail.text).not.toContain('anna.neu');
  });

  it('lists only the rooms with unread messages in a digest', async () => {
    const mail = await render('dailySummary', locale);
    expect(mail.text).toContain(m.unreadIn('Lobby', 3));
    expect(mail.text).not.toContain('Quiet');
    expect(mail.text).toContain(m.friendRequests(1));
    expect(mail.text).toContain(m.mentions(2));
  });

  it('escapes what members wrote (a room name) in the HTML', async () => {
    const mail = await renderMail(
      'dailySummary',
      { ...MAIL_SAMPLES.dailySummary, rooms: [{ name: '<b>Lobby</b>', unread: 1 }] },
      { locale, publicOrigin: ORIGIN, timeZone: 'Europe/Berlin', unsubscribeToken: 'unsub-token' },
    );
    expect(mail.html).not.toContain('<b>Lobby</b>');
    expect(mail.html).toContain('&lt;b&gt;Lobby&lt;/b&gt;');
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskAddress('anna@example.org')).toBe('a***@example.org');
    expect(maskAddress('x@example.org')).toBe('x***@example.org');
    expect(maskAddress('not-an-address')).toBe('***');
  });
});
