import { usersQueries } from '@nahbar/db';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../src/deps';
import { DEFAULT_LIMITS, type LimitsConfig } from '../src/limits/rules';
import { cookiePair, ORIGIN, registration, uniqueName } from './harness';

/** Limits on, small enough for a test to reach each of them. */
export const LIMITS: LimitsConfig = {
  ...DEFAULT_LIMITS,
  rates: {
    ...DEFAULT_LIMITS.rates,
    messages: { points: 3, seconds: 60 },
    typing: { points: 2, seconds: 60 },
    uploads: { points: 1, seconds: 60 },
    searches: { points: 2, seconds: 60 },
    roomCreation: { points: 2, seconds: 60 },
    registrations: { points: 3, seconds: 3600 },
    exports: { points: 2, seconds: 60 },
  },
  roomsPerMember: 4,
  wsRefusals: { points: 5, seconds: 60 },
};

let address = 0;
/**
 * A fresh client address each time (the test-net ranges of RFC 5737, then 10.77/16), so tests
 * and members never share a per-address limit. Requests come from it as the TCP peer
 * (`remoteAddress`): with TRUST_PROXY off, that is the address limits count by.
 */
export const nextAddress = (): string => {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

export interface Member {
  cookie: string;
  actor: Actor;
  username: string;
  password: string;
}

/** Registers from `ip` (a fresh address unless given) and returns the session. */
export async function member(app: FastifyInstance, ip = nextAddress()): Promise<Member> {
  const body = registration(uniqueName('lim'));
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    headers: { origin: ORIGIN },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const actor = await usersQueries.findById(app.deps.db, (res.json() as { id: string }).id);
  if (!actor) throw new Error('signed-up user not found');
  return {
    cookie: cookiePair(res.headers['set-cookie']),
    actor,
    username: body.username,
    password: body.password,
  };
}
