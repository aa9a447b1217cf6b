import { de, en } from '@nahbar/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { loginErrorToast, registrationErrorToast } from './auth-errors';

/**
 * What the tRPC HTTP client makes of the server's refusal of a foreign origin (the body of
 * apps/api plugins/origin-check.ts), as the sign-in form receives it.
 */
const refusal = TRPCClientError.from({
  error: {
    message: en.request.foreignOrigin('http://127.0.0.1:3000'),
    code: -32003,
    data: {
      code: 'FORBIDDEN',
      httpStatus: 403,
      path: null,
      appCode: 'FOREIGN_ORIGIN',
      text: { key: 'request.foreignOrigin', params: ['http://127.0.0.1:3000'] },
    },
  },
});

describe('a sign-in refused for the address the app was opened at', () => {
  it('says where to open the app instead of blaming the credentials', () => {
    const toast = loginErrorToast(en, refusal);
    expect(toast.message).toBe(
      'This address is not allowed to use the server. Open the app at http://127.0.0.1:3000 and try again.',
    );
    expect(toast.message).not.toBe(en.auth.loginFailedFallback);
  });

  it('says it in German too', () => {
    expect(loginErrorToast(de, refusal).message).toBe(
      'Diese Adresse darf den Server nicht nutzen. Öffne die App unter http://127.0.0.1:3000 und versuch es noch einmal.',
    );
    expect(registrationErrorToast(de, refusal).message).toContain('http://127.0.0.1:3000');
  });
});
