import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZLoginInput, ZRegisterInput } from './auth';
import { GENDER_PREFERENCES, PROFILE_GENDERS } from './choices';

const valid = {
  username: 'anna_b',
  password: 'secret1',
  confirmPassword: 'secret1',
  age: 30,
  gender: 'female',
  location: 'Berlin',
};

function firstError(input: unknown, schema: z.ZodType = ZRegisterInput) {
  const r = schema.safeParse(input);
  return r.success ? null : { message: r.error.issues[0]?.message, path: r.error.issues[0]?.path };
}

describe('ZRegisterInput', () => {
  it('accepts a valid registration and trims the city', () => {
    const r = ZRegisterInput.parse({ ...valid, location: '  Wien ', age: '42' });
    expect(r.location).toBe('Wien');
    expect(r.age).toBe(42);
  });
  it('refuses mismatched passwords on confirmPassword', () => {
    expect(firstError({ ...valid, confirmPassword: 'secret2' })).toEqual({
      message: 'auth.passwordsDontMatch',
      path: ['confirmPassword'],
    });
  });
  it('refuses minors and the too old', () => {
    expect(firstError({ ...valid, age: 17 })?.message).toBe('auth.mustBeAdult');
    expect(firstError({ ...valid, age: 101 })?.message).toBe('auth.invalidAge');
    expect(firstError({ ...valid, age: 'abc' })?.message).toBe('auth.invalidAge');
  });
  it('requires a city', () => {
    expect(firstError({ ...valid, location: '   ' })?.message).toBe('auth.cityRequired');
  });
  it("accepts the profile's genders at registration, the spec's two among them", () => {
    for (const gender of ['female', 'male', 'non-binary', 'other']) {
      expect(ZRegisterInput.parse({ ...valid, gender }).gender).toBe(gender);
    }
  });
  it('lets the contact filter choose everyone or each gender registration takes', () => {
    expect([...GENDER_PREFERENCES].sort()).toEqual(['all', ...PROFILE_GENDERS].sort());
  });
  it('refuses any other gender, or none, with the catalogue key', () => {
    expect(firstError({ ...valid, gender: 'robot' })).toEqual({
      message: 'auth.genderRequired',
      path: ['gender'],
    });
    expect(firstError({ ...valid, gender: undefined })?.message).toBe('auth.genderRequired');
  });
  it('enforces the username rules', () => {
    expect(firstError({ ...valid, username: 'ab' })?.message).toBe('auth.usernameRules');
    expect(firstError({ ...valid, username: 'a b c' })?.message).toBe('auth.usernameRules');
    expect(firstError({ ...valid, username: 'x'.repeat(21) })?.message).toBe('auth.usernameRules');
  });
  it('refuses short passwords and out-of-range coordinates', () => {
    expect(firstError({ ...valid, password: 'abc', confirmPassword: 'abc' })?.message).toBe(
      'auth.passwordTooShort',
    );
    expect(firstError({ ...valid, latitude: '91' })?.path).toEqual(['latitude']);
  });
});

describe('ZLoginInput', () => {
  it('names the missing field', () => {
    expect(firstError({ username: '', password: 'x' }, ZLoginInput)?.message).toBe('auth.usernameRequired');
    expect(firstError({ username: 'a', password: '' }, ZLoginInput)?.message).toBe('auth.passwordRequired');
  });
});
