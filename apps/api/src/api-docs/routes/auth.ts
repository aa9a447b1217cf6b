import {
  ZCheckUsernameInput,
  ZHealth,
  ZLoginInput,
  ZRegisterInput,
  ZSessionUser,
  ZSuccess,
} from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';
import { SAMPLE_SESSION_USER } from '../samples';
import { claimedId } from './common';

const tag = 'Accounts';

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
];
