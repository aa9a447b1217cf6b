import { describe, expect, it } from 'vitest';
import { emailSwitchesView } from './email-switches';

describe('the e-mail switches', () => {
  it('are offered to a member with a verified address', () => {
    expect(emailSwitchesView({ email: 'anna@example.org', pendingEmail: null })).toBe('switches');
    expect(emailSwitchesView({ email: 'anna@example.org', pendingEmail: 'new@example.org' })).toBe(
      'switches',
    );
  });

  it('give way to a note while the member has no verified address, a pending one included', () => {
    expect(emailSwitchesView({ email: null, pendingEmail: null })).toBe('needAddress');
    expect(emailSwitchesView({ email: null, pendingEmail: 'anna@example.org' })).toBe('needAddress');
  });

  it('show nothing while the address is not known yet', () => {
    expect(emailSwitchesView(undefined)).toBe('nothing');
  });
});
