import {
  ZCheckUsernameInput,
  ZForgotPasswordInput,
  ZHealth,
  ZLoginInput,
  ZReadiness,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSessionUser,
  ZSuccess,
  ZVerifyEmailInput,
} from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';
import { SAMPLE_SESSION_USER } from '../samples';
import { claimedId } from './common';

const tag = 'Accounts';

const ZVerifiedEmail = z
  .object({ success: z.literal(true), email: z.string().meta({ description: 'The address now verified.' }) })
  .meta({ id: 'VerifiedEmail' });

export const authRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Server',
    summary: 'Whether the server answers',
    access: 'public',
    answer: json(ZHealth, { example: { status: 'ok' } }),
  },
  {
    method: 'get',
    path: '/api/ready',
    tag: 'Server',
    summary: 'Whether this instance can serve: its database, Redis (when configured) and photo store answer',
    access: 'public',
    description:
      'For load balancers and orchestrators: 200 when every check passed, 503 with the same shape naming the failed check otherwise. Each check waits at most 2 s; probes arriving together share one round of checks. `/api/health` is the liveness check.',
    answer: json(ZReadiness, {
      example: { ready: true, checks: { database: 'ok', photos: 'ok', redis: 'ok' } },
    }),
    unavailable: {
      description: 'A check failed or did not answer in time.',
      schema: ZReadiness,
      example: { ready: false, checks: { database: 'timeout', photos: 'ok', redis: 'ok' } },
    },
  },
  {
    method: 'post',
    path: '/api/auth/register',
    tag,
    summary: 'Register, and be signed in (sets the session cookie)',
    access: 'public',
    body: ZRegisterInput,
    bodyExample: {
      username: 'anna_k',
      password: 'a long secret',
      confirmPassword: 'a long secret',
      age: 29,
      gender: 'female',
      location: 'Berlin',
    },
    answer: json(ZSessionUser, { status: 201, example: SAMPLE_SESSION_USER }),
    errors: [409, 429],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag,
    summary: 'Sign in (sets the session cookie)',
    access: 'public',
    body: ZLoginInput,
    bodyExample: { username: 'anna_k', password: 'a long secret' },
    answer: json(ZSessionUser, { example: SAMPLE_SESSION_USER }),
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag,
    summary: 'Sign out: ends the session and clears the cookie (signed out, answers success too)',
    access: 'public',
    body: z.object({ userId: claimedId() }),
    bodyOptional: true,
    answer: json(ZSuccess),
  },
  {
    method: 'get',
    path: '/api/auth/user',
    tag,
    summary: 'The signed-in member',
    access: 'session',
    answer: json(ZSessionUser),
  },
  {
    method: 'get',
    path: '/api/auth/check-username',
    tag,
    summary: 'Whether a username is still free',
    access: 'public',
    query: z.object({ username: ZCheckUsernameInput.shape.username.optional(), q: z.string().optional() }),
    answer: json(z.object({ available: z.boolean() }), { example: { available: true } }),
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    tag,
    summary:
      'Ask for a password reset link by username or e-mail address (the same answer whether or not the account exists)',
    access: 'public',
    body: ZForgotPasswordInput,
    bodyExample: { login: 'anna_k' },
    answer: json(ZSuccess),
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag,
    summary: 'Set a new password with a mailed reset link (every session of the member ends)',
    access: 'public',
    body: ZResetPasswordInput,
    bodyExample: {
      token: 'c2VjcmV0LXRva2VuLWZyb20tdGhlLW1haWw',
      password: 'a new long secret',
      confirmPassword: 'a new long secret',
    },
    answer: json(ZSuccess),
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    tag,
    summary: 'Verify an e-mail address with its mailed link; 409 when another account verified it first',
    access: 'public',
    body: ZVerifyEmailInput,
    bodyExample: { token: 'c2VjcmV0LXRva2VuLWZyb20tdGhlLW1haWw' },
    answer: json(ZVerifiedEmail, { example: { success: true, email: 'anna@example.org' } }),
    errors: [409, 429],
  },
];
