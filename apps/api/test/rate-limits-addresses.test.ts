import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitsConfig } from '../src/limits/rules';
import { ORIGIN, registration, startTestApp, type TestApp, uniqueName } from './harness';
import { LIMITS, member, nextAddress } from './rate-limit-fixtures';

/** Each per-address limit reachable on its own: the others leave room for it. */
const ADDRESS_LIMITS: LimitsConfig = {
  ...LIMITS,
  rates: {
    ...LIMITS.rates,
    logins: { points: 10, seconds: 60 },
    registrations: { points: 3, seconds: 3600 },
  },
  login: {
    ...LIMITS.login,
    accountAddress: { free: 5, seconds: 900, maxDelaySeconds: 900 },
    address: { free: 8, seconds: 3600, maxDelaySeconds: 900 },
  },
};

let spoofed = 0;
/** An address a client made up: a new one for every request. */
const madeUp = () => {
  spoofed += 1;
  return `198.18.${Math.floor(spoofed / 250)}.${(spoofed % 250) + 1}`;
};

/** The proxy in front of the API when TRUST_PROXY=1. */
const PROXY = '10.0.0.2';

interface From {
  /** The TCP peer: the client itself, or the proxy. */
  peer: string;
  /** X-Forwarded-For as it reaches the API. */
  forwarded: () => string;
}

describe.each(testDatabaseKinds())('per-address limits and X-Forwarded-For, on $name', (kind) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await startTestApp(kind, { limits: ADDRESS_LIMITS });
    proxied = await startTestApp(kind, { limits: ADDRESS_LIMITS, trustProxy: { hops: 1 } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const post = (t: TestApp, url: string, payload: object, from: From) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: from.peer,
      headers: { origin: ORIGIN, 'x-forwarded-for': from.forwarded() },
      payload,
    });
  const register = (t: TestApp, from: From) =>
    post(t, '/api/auth/register', registration(uniqueName('addr')), from);
  const signIn = (t: TestApp, username: string, password: string, from: From) =>
    post(t, '/api/auth/login', { username, password }, from);
  /** A client reaching the API directly, sending a made-up header of its own each time. */
  const spoofing = (): From => ({ peer: nextAddress(), forwarded: madeUp });

  describe('TRUST_PROXY off: a made-up X-Forwarded-For changes nothing', () => {
    it('limits registrations per address', async () => {
      const from = spoofing();
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await register(direct, from)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
    });

    it('limits sign-in attempts per address, right ones too', async () => {
      const owner = await member(direct.app);
      const from = spoofing();
      const statuses: number[] = [];
      for (let n = 0; n < 11; n += 1)
        statuses.push((await signIn(direct, owner.username, owner.password, from)).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    });

    it('slows the address that guesses one password, and the right one waits too', async () => {
      const owner = await member(direct.app);
      const from = spoofing();
      const statuses: number[] = [];
      for (let n = 0; n < 7; n += 1)
        statuses.push((await signIn(direct, owner.username, `guess-${n}`, from)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      const right = await signIn(direct, owner.username, owner.password, from);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ text: { key: 'limits.signInWait' } });
    });

    it('slows the address that sprays many usernames', async () => {
      const from = spoofing();
      const statuses: number[] = [];
      for (let n = 0; n < 10; n += 1)
        statuses.push((await signIn(direct, uniqueName('nobody'), 'guess', from)).statusCode);
      expect(statuses).toEqual([...Array<number>(9).fill(401), 429]);
    });
  });

  describe('TRUST_PROXY=1: the address the proxy appended counts', () => {
    /** A client behind the proxy at `client`, putting made-up addresses before its own. */
    const behindProxy = (client: string): From => ({
      peer: PROXY,
      forwarded: () => `${madeUp()}, ${madeUp()}, ${client}`,
    });

    it('limits registrations of a client that prepends made-up addresses', async () => {
      const from = behindProxy(nextAddress());
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) statuses.push((await register(proxied, from)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
    });

    it('limits sign-ins of a client that prepends made-up addresses', async () => {
      const owner = await member(proxied.app);
      const from = behindProxy(nextAddress());
      const statuses: number[] = [];
      for (let n = 0; n < 7; n += 1)
        statuses.push((await signIn(proxied, owner.username, `guess-${n}`, from)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    });

    it('counts clients behind the proxy apart', async () => {
      const statuses: number[] = [];
      for (const client of [nextAddress(), nextAddress(), nextAddress()]) {
        for (let n = 0; n < 3; n += 1)
          statuses.push((await register(proxied, behindProxy(client))).statusCode);
      }
      expect(statuses).toEqual(Array<number>(9).fill(201));
    });
  });
});
