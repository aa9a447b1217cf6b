import { TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { loginErrorToast, registrationErrorToast } from './auth-errors';

/** The shape of a TRPCClientError as far as the toasts care. */
function serverError(message: string, data: Record<string, unknown> = { appCode: 'UNAUTHORIZED' }) {
  return Object.assign(new Error(message), { data });
}

describe('loginErrorToast', () => {
  it("shows the server's text under 'Login failed'", () => {
    expect(loginErrorToast(serverError('Invalid username or password'))).toEqual({
      title: 'Login failed',
      message: 'Invalid username or password',
    });
  });

  it('falls back when the server could not be reached', () => {
    expect(loginErrorToast(new TypeError('Failed to fetch'))).toEqual({
      title: TEXT.auth.loginFailed,
      message: TEXT.auth.loginFailedFallback,
    });
  });

  it("shows 'Account Suspended' with the ban text for a banned user", () => {
    const error = serverError('Banned for spam', { appCode: 'FORBIDDEN', isBanned: true });
    expect(loginErrorToast(error)).toEqual({ title: 'Account Suspended', message: 'Banned for spam' });
  });

  it('uses the suspension fallback when the ban comes without text', () => {
    const error = serverError('', { appCode: 'FORBIDDEN', isBanned: true });
    expect(loginErrorToast(error).message).toBe(TEXT.auth.accountSuspendedFallback);
  });

  it('does not treat a plain 403 as a ban', () => {
    expect(loginErrorToast(serverError('Nope', { appCode: 'FORBIDDEN' })).title).toBe(TEXT.auth.loginFailed);
  });
});

describe('registrationErrorToast', () => {
  it("shows the server's text under 'Registration failed'", () => {
    expect(registrationErrorToast(serverError('Username is already taken'))).toEqual({
      title: 'Registration failed',
      message: 'Username is already taken',
    });
  });

  it('falls back for network failures and raw validation dumps', () => {
    expect(registrationErrorToast(new Error('Failed to fetch')).message).toBe('Please try again.');
    expect(registrationErrorToast(serverError('[{"code":"too_small"}]')).message).toBe('Please try again.');
  });
});
