import { type TSessionUser, ZCookieConsent, ZSessionUser } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { readCookieConsent, readSessionUser } from './stored-shapes';

const user: TSessionUser = {
  id: '7d3c2b1a-0000-4000-8000-000000000001',
  username: 'lena_b',
  displayName: 'Lena',
  gender: 'female',
  age: 29,
  location: 'Graz',
  avatar: null,
  bio: 'Hallo',
  role: 'user',
  isOnline: true,
  primaryPhoto: { photoUrl: '/photos/a.webp' },
  genderPreference: 'all',
  ageMin: 18,
  ageMax: 99,
  createdAt: '2025-01-01T10:00:00.000Z',
  locale: 'de',
  locationKnown: true,
};

/** Values of every JSON kind, each wrong for most fields. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  0,
  12.5,
  '',
  'x',
  true,
  false,
  [],
  {},
  { photoUrl: 3 },
  'admin',
  'de',
  'fr',
];

/** Every record that differs from `base` in one field, set to each odd value or removed. */
function variants(base: Record<string, unknown>): Record<string, unknown>[] {
  return Object.keys(base).flatMap((key) =>
    ODD_VALUES.map((value) => {
      const copy = { ...base, [key]: value };
      if (value === undefined) delete copy[key];
      return copy;
    }),
  );
}

function zodReading<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: unknown,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('stored shapes agree with the contracts', () => {
  it('reads a stored user exactly as ZSessionUser does, for every one-field change', () => {
    const cases = [
      user,
      { ...user, role: 'admin', locale: null, age: null },
      { ...user, genderPreference: 'non-binary', locationKnown: false },
      ...variants(user),
    ];
    let refused = 0;
    for (const value of cases) {
      const expected = zodReading(ZSessionUser, value);
      expect(readSessionUser(value), JSON.stringify(value)).toEqual(expected);
      if (expected === null) refused++;
    }
    // The variants really probe the checks: most of them are refused.
    expect(refused).toBeGreaterThan(cases.length / 2);
  });

  it('drops fields the schema does not know, as the schema does', () => {
    expect(readSessionUser({ ...user, passwordHash: 'x' })).toEqual(user);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, [], 'user', 3]) expect(readSessionUser(value)).toBeNull();
  });

  it('reads a stored cookie choice exactly as ZCookieConsent does', () => {
    const choice = { necessary: true, functional: false, analytics: true, marketing: false };
    for (const value of [choice, ...variants(choice)]) {
      expect(readCookieConsent(value), JSON.stringify(value)).toEqual(zodReading(ZCookieConsent, value));
    }
    expect(readCookieConsent({ ...choice, necessary: false })).toBeNull();
  });
});
