import { expect, it } from 'vitest';
import { missingAndStale, request } from './authorization-calls';
import { isPathOf, needsSession, unguardedIds, withForeign } from './authorization-matrix';
import { REST_MATRIX } from './authorization-matrix-rest';
import { expectOwnServed, noOwnCalls, restOwnCalls } from './authorization-own';
import type { MatrixSuite } from './authorization-suite';
import { ORIGIN } from './harness';
import { upgradeStatus } from './live-clients';

const entries = Object.entries(REST_MATRIX);
const controlled = withForeign(REST_MATRIX);
const foreign = controlled.flatMap(([key, entry]) =>
  (entry.foreign ?? []).map((call, i) => [key, i + 1, call] as const),
);

/** What the REST matrix says of itself, without an app. */
export function restMatrixLists(): void {
  it('gives every REST guard on ids or rooms at least one call with someone else’s', () => {
    expect(unguardedIds(REST_MATRIX)).toEqual([]);
  });

  it('names the REST routes whose own call cannot succeed, and why', () => {
    expect(noOwnCalls(REST_MATRIX)).toEqual({});
  });
}

/** The REST checks of a matrix suite: the routes listed, own calls, signed-out and foreign calls. */
export function restMatrixChecks(s: MatrixSuite): void {
  const ownCall = restOwnCalls(s, REST_MATRIX);

  // The routes are those the app registered, so this one needs the app.
  it('lists every REST route with its guard', () => {
    expect(missingAndStale(Object.keys(REST_MATRIX), [...s.routes])).toEqual({
      notInTheMatrix: [],
      noLongerThere: [],
    });
  });

  it.each(controlled.filter(([, entry]) => !entry.noOwnCall))('%s, own call: 2xx', async (key) => {
    expect(await ownCall(key)).toBeUndefined();
  });

  it.each(entries.filter(([, entry]) => needsSession(entry.guard)))(
    '%s signed out: 401, no effect',
    async (key, entry) => {
      const [method = '', url = ''] = key.split(' ');
      await s.expectNoEffect(async () => {
        if (entry.upgrade) {
          expect(await upgradeStatus(s.wsBase, { origin: ORIGIN }, url)).toBe(401);
          return;
        }
        const call = (entry.call ?? entry.foreign?.[0])?.(s.w);
        if (!call) throw new Error(`${key} needs a call to make`);
        expect((await request(s.app, method, call)).statusCode).toBe(401);
      });
    },
  );

  it.each(foreign)('%s, foreign call %i: 403 or 404, no effect', async (key, _i, call) => {
    const entry = REST_MATRIX[key];
    await expectOwnServed(entry, () => ownCall(key));
    const [method = ''] = key.split(' ');
    const made = call(s.w);
    expect(isPathOf(key, made.url), `${made.url} is a path of ${key}`).toBe(true);
    const expected = entry?.guard === 'admin' ? [403] : [403, 404];
    await s.expectNoEffect(async () => {
      const res = await request(s.app, method, made, s.w.attacker.cookie);
      expect(res.statusCode, res.body).toBeOneOf(expected);
    });
  });
}
