import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ZSupportContactSetting } from './support-contact';

const BASE = { LOG_LEVEL: 'silent', DATA_DIR: 'memory://' };

describe('SUPPORT_CONTACT', () => {
  it.each([
    ['support@nahbar.example', { kind: 'email', address: 'support@nahbar.example' }],
    ['  mailto:Hilfe@nahbar.example ', { kind: 'email', address: 'Hilfe@nahbar.example' }],
    ['MAILTO:team@nahbar.example', { kind: 'email', address: 'team@nahbar.example' }],
    ['https://nahbar.example/hilfe', { kind: 'url', url: 'https://nahbar.example/hilfe' }],
    ['https://nahbar.example/@team', { kind: 'url', url: 'https://nahbar.example/@team' }],
  ])('reads %j', (text, contact) => {
    expect(ZSupportContactSetting.parse(text)).toEqual(contact);
  });

  it.each([
    ['a web address without https', 'http://nahbar.example/hilfe'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hello'],
    ['a bare word', 'support'],
    ['an address with a subject', 'support@nahbar.example?subject=ban'],
    ['two addresses', 'a@nahbar.example, b@nahbar.example'],
  ])('refuses %s', (_label, text) => {
    const result = ZSupportContactSetting.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('SUPPORT_CONTACT must be an e-mail address');
  });

  it('is read at start, unset or empty as none', () => {
    expect(loadConfig(BASE).supportContact).toBeNull();
    expect(loadConfig({ ...BASE, SUPPORT_CONTACT: '   ' }).supportContact).toBeNull();
    expect(loadConfig({ ...BASE, SUPPORT_CONTACT: 'support@nahbar.example' }).supportContact).toEqual({
      kind: 'email',
      address: 'support@nahbar.example',
    });
  });

  it('stops the start with a clear message when it is neither', () => {
    expect(() => loadConfig({ ...BASE, SUPPORT_CONTACT: 'ftp://nahbar.example' })).toThrow(
      /SUPPORT_CONTACT must be an e-mail address or an https:\/\/ web address/,
    );
  });
});
