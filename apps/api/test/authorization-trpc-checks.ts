import { expect, it } from 'vitest';
import { callProcedure, missingAndStale, procedures } from './authorization-calls';
import { needsSession, unguardedIds, withForeign } from './authorization-matrix';
import { TRPC_MATRIX } from './authorization-matrix-trpc';
import { expectOwnServed, noOwnCalls, trpcOwnCalls } from './authorization-own';
import type { MatrixSuite } from './authorization-suite';

const entries = Object.entries(TRPC_MATRIX);
const controlled = withForeign(TRPC_MATRIX);
const foreign = controlled.flatMap(([path, entry]) =>
  (entry.foreign ?? []).map((input, i) => [path, i + 1, input] as const),
);

/** What the tRPC matrix says of itself, without an app. */
export function trpcMatrixLists(): void {
  it('lists every tRPC procedure with its guard', () => {
    expect(missingAndStale(Object.keys(TRPC_MATRIX), Object.keys(procedures))).toEqual({
      notInTheMatrix: [],
      noLongerThere: [],
    });
  });

  it('gives every tRPC guard on ids or rooms at least one call with someone else’s', () => {
    expect(unguardedIds(TRPC_MATRIX)).toEqual([]);
  });

  it('names the tRPC procedures whose own call cannot succeed, and why', () => {
    expect(noOwnCalls(TRPC_MATRIX)).toEqual({});
  });
}

/** The tRPC checks of a matrix suite: own calls, signed-out calls, foreign calls. */
export function trpcMatrixChecks(s: MatrixSuite): void {
  const ownCall = trpcOwnCalls(s, TRPC_MATRIX);

  it.each(controlled.filter(([, entry]) => !entry.noOwnCall))('tRPC %s, own call: served', async (path) => {
    expect(await ownCall(path)).toBeUndefined();
  });

  it.each(entries.filter(([, entry]) => needsSession(entry.guard)))(
    'tRPC %s signed out: UNAUTHORIZED, no effect',
    async (path, entry) => {
      const input = (entry.input ?? entry.foreign?.[0])?.(s.w);
      await s.expectNoEffect(async () => {
        expect(await callProcedure(s.app, path, input, null)).toBeOneOf([401, 'UNAUTHORIZED']);
      });
    },
  );

  it.each(foreign)('tRPC %s, foreign input %i: refused, no effect', async (path, _i, input) => {
    const entry = TRPC_MATRIX[path];
    await expectOwnServed(entry, () => ownCall(path));
    const expected = entry?.guard === 'admin' ? [403, 'FORBIDDEN'] : [403, 404, 'FORBIDDEN', 'NOT_FOUND'];
    await s.expectNoEffect(async () => {
      expect(await callProcedure(s.app, path, input(s.w), s.w.attacker)).toBeOneOf(expected);
    });
  });
}
