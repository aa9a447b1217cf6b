import { de, en, type TextParam } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { banOf, loginErrorToast, registrationErrorToast } from './auth-errors';

/** The shape of a TRPCClientError as far as the toasts care: the text travels by key. */
function serverError(
  message: string,
  text: { key: string; params?: TextParam[] } | null,
  data: Record<string, unknown> = { appCode: 'UNAUTHORIZED' },
) {
  return Object.assign(new Error(message), { data: { ...data, text } });
}

const invalid = serverError('Invalid username or password', { key: 'auth.invalidCredentials' });

describe('loginErrorToast', () => {
  it("shows the server's text under 'Login failed', in the member's language", () => {
    expect(loginErrorToast(en, invalid)).toEqual({
      title: 'Login failed',
      message: 'Invalid username or password',
    });
    expect(loginErrorToast(de, invalid)).toEqual({
      title: 'Anmeldung fehlgeschlagen',
      message: 'Benutzername oder Passwort ist falsch',
    });
  });

  it('falls back when the server could not be reached', () => {
    expect(loginErrorToast(en, new TypeError('Failed to fetch'))).toEqual({
      title: en.auth.loginFailed,
      message: 'Please check your credentials.',
    });
    expect(loginErrorToast(de, new TypeError('Failed to fetch')).message).toBe(de.auth.loginFailedFallback);
  });

  it("shows 'Account Suspended' with the reason for a banned member", () => {
    const error = serverError(
      'Your account has been banned: spam. Please contact support.',
      { key: 'auth.bannedWithReason', params: ['spam'] },
      { appCode: 'FORBIDDEN', isBanned: true },
    );
    expect(loginErrorToast(en, error)).toEqual({
      title: 'Account Suspended',
      message: 'Your account has been banned: spam. Please contact support.',
    });
    expect(loginErrorToast(de, error)).toEqual({
      title: 'Konto gesperrt',
      message: 'Dein Konto wurde gesperrt: spam. Bitte wende dich an den Support.',
    });
  });

  it('uses the suspension fallback when the ban comes without a text', () => {
    const error = serverError('', null, { appCode: 'FORBIDDEN', isBanned: true });
    expect(loginErrorToast(en, error).message).toBe(en.auth.accountSuspendedFallback);
  });

  it('does not treat a plain 403 as a ban', () => {
    const error = serverError('Nope', { key: 'auth.forbidden' }, { appCode: 'FORBIDDEN' });
    expect(loginErrorToast(en, error).title).toBe(en.auth.loginFailed);
  });
});

describe('registrationErrorToast', () => {
  it("shows the server's text under 'Registration failed'", () => {
    const taken = serverError('Username is already taken', { key: 'auth.usernameTaken' });
    expect(registrationErrorToast(en, taken)).toEqual({
      title: 'Registration failed',
      message: 'Username is already taken',
    });
    expect(registrationErrorToast(de, taken).message).toBe('Dieser Benutzername ist schon vergeben');
  });

  it('falls back for network failures and errors the catalogue does not know', () => {
    expect(registrationErrorToast(en, new Error('Failed to fetch')).message).toBe('Please try again.');
    expect(registrationErrorToast(en, serverError('[{"code":"too_small"}]', null)).message).toBe(
      'Please try again.',
    );
    expect(registrationErrorToast(de, new Error('Failed to fetch')).message).toBe(
      'Bitte versuch es noch einmal.',
    );
  });
});

describe('banOf', () => {
  const refused = (data: Record<string, unknown>) =>
    serverError('Your account has been banned', { key: 'auth.accountSuspendedFallback' }, data);

  it('hands on what the server said of the ban of a refused sign-in', () => {
    const ban = { reason: 'Spam', until: '2030-01-01T00:00:00.000Z' };
    expect(banOf(refused({ appCode: 'FORBIDDEN', isBanned: true, ban }))).toEqual(ban);
  });

  it('hands on nothing for other failures', () => {
    expect(banOf(invalid)).toBeUndefined();
    expect(banOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(banOf(refused({ isBanned: false, ban: { reason: 'x', until: null } }))).toBeUndefined();
    expect(banOf(refused({ isBanned: true }))).toBeUndefined();
  });
});
