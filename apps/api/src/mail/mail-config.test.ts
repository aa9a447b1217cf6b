import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('mail settings', () => {
  it('write .eml files under DATA_DIR from no-reply@ the public host by default', () => {
    const { mail } = loadConfig({ DATA_DIR: '/srv/nahbar', PUBLIC_ORIGIN: 'https://chat.example.org' });
    expect(mail).toMatchObject({
      smtpUrl: undefined,
      from: 'Nahbar <no-reply@chat.example.org>',
      dir: '/srv/nahbar/mail',
    });
  });

  it('take SMTP_URL (smtp or smtps) and MAIL_FROM', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Chat <hello@example.org>',
    });
    expect(mail.smtpUrl).toBe('smtps://user:pass@mail.example.org:465');
    expect(mail.from).toBe('Chat <hello@example.org>');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587' }).mail.smtpUrl).toBe(
      'smtp://mail.example.org:587',
    );
  });

  it('refuse an SMTP_URL of another scheme, and keep no directory for an in-memory DATA_DIR', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ DATA_DIR: 'memory://' }).mail.dir).toBeUndefined();
  });
});
