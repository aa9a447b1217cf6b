import { describe, expect, it } from 'vitest';
import { ZChangePasswordInput } from './account';
import { ZRegisterInput } from './auth';
import { ZNewPassword } from './passwords';

const registration = {
  username: 'anna_b',
  password: 'lange-wanderung-9',
  confirmPassword: 'lange-wanderung-9',
  age: 30,
  gender: 'female',
  location: 'Berlin',
};

/** Every field's messages, as a form shows them. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('ZNewPassword', () => {
  it("keeps the spec's minimum of six characters", () => {
    expect(ZNewPassword.safeParse('abcde').error?.issues[0]?.message).toBe('auth.passwordTooShort');
    expect(ZNewPassword.parse('abcdef')).toBe('abcdef');
  });
  it('asks for a password when there is none', () => {
    expect(ZNewPassword.safeParse('').error?.issues[0]?.message).toBe('auth.passwordRequired');
    expect(ZNewPassword.safeParse(undefined).error?.issues[0]?.message).toBe('auth.passwordRequired');
  });
  it('refuses one past 200 characters', () => {
    expect(ZNewPassword.safeParse('x'.repeat(201)).success).toBe(false);
    expect(ZNewPassword.safeParse('x'.repeat(200)).success).toBe(true);
  });
});

describe('the confirmation', () => {
  it('says only that the passwords differ when a short confirmation differs', () => {
    const messages = messagesOf(ZRegisterInput.safeParse({ ...registration, confirmPassword: 'lan' }));
    expect(messages).toEqual({ confirmPassword: ['auth.passwordsDontMatch'] });
  });
  it('says so while other fields still fail', () => {
    const messages = messagesOf(
      ZRegisterInput.safeParse({ ...registration, username: '', age: 17, confirmPassword: 'other-one' }),
    );
    expect(messages.confirmPassword).toEqual(['auth.passwordsDontMatch']);
    expect(messages.username).toBeDefined();
    expect(messages.age).toEqual(['auth.mustBeAdult']);
  });
  it('leaves the length rule to the password: two equal short ones are too short, not different', () => {
    const messages = messagesOf(
      ZRegisterInput.safeParse({ ...registration, password: 'abc', confirmPassword: 'abc' }),
    );
    expect(messages).toEqual({ password: ['auth.passwordTooShort'] });
  });
  it('holds for the password change alike', () => {
    const change = { currentPassword: 'old-one', newPassword: 'abc', confirmPassword: 'abd' };
    expect(messagesOf(ZChangePasswordInput.safeParse(change))).toEqual({
      newPassword: ['auth.passwordTooShort'],
      confirmPassword: ['auth.passwordsDontMatch'],
    });
    expect(
      ZChangePasswordInput.safeParse({ ...change, newPassword: 'abcdefg', confirmPassword: 'abcdefg' })
        .success,
    ).toBe(true);
  });
});
