import { de, renderText } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  canSubmitRegistration,
  EMPTY_REGISTER_FORM,
  type RegisterFormValues,
  validateLogin,
  validateRegistration,
} from './auth-form-rules';

const filled: RegisterFormValues = {
  username: 'lena_b',
  password: 'secret1',
  confirmPassword: 'secret1',
  age: '29',
  gender: 'female',
  location: 'Graz',
  latitude: 47.07,
  longitude: 15.44,
  email: '',
};

describe('validateRegistration', () => {
  it('accepts a complete form and sets displayName to the username', () => {
    const { data, errors } = validateRegistration(filled);
    expect(errors).toEqual({});
    expect(data).toMatchObject({ username: 'lena_b', displayName: 'lena_b', age: 29, gender: 'female' });
  });

  it('sends no address when the optional field is empty or blank', () => {
    // Undefined leaves the key out of the JSON the server gets.
    expect(validateRegistration(filled).data?.email).toBeUndefined();
    const blank = validateRegistration({ ...filled, email: '   ' });
    expect(blank.errors).toEqual({});
    expect(blank.data?.email).toBeUndefined();
  });

  it('sends a filled address trimmed, and refuses one that is not an address', () => {
    expect(validateRegistration({ ...filled, email: ' lena@example.org ' }).data?.email).toBe(
      'lena@example.org',
    );
    const wrong = validateRegistration({ ...filled, email: 'lena@' });
    expect(wrong.data).toBeNull();
    expect(wrong.errors).toEqual({ email: 'email.invalidAddress' });
  });

  it('reports every missing field of an empty form', () => {
    const { data, errors } = validateRegistration(EMPTY_REGISTER_FORM);
    expect(data).toBeNull();
    expect(errors.username).toBe('auth.usernameRequired');
    expect(errors.password).toBe('auth.passwordRequired');
    expect(errors.age).toBe('auth.invalidAge');
    expect(errors.gender).toBe('auth.genderRequired');
    expect(errors.location).toBe('auth.cityRequired');
  });

  it('puts the password mismatch on confirmPassword, as a key each language words', () => {
    const { errors } = validateRegistration({ ...filled, confirmPassword: 'secret2' });
    expect(errors).toEqual({ confirmPassword: 'auth.passwordsDontMatch' });
    expect(renderText(de, errors.confirmPassword ?? '')).toBe('Die Passwörter stimmen nicht überein');
  });

  it('shows the mismatch before the rest of the form is filled', () => {
    const { errors } = validateRegistration({
      ...EMPTY_REGISTER_FORM,
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(errors.confirmPassword).toBe('auth.passwordsDontMatch');
  });

  it('says a short, different confirmation does not match, not that it is too short', () => {
    const { errors } = validateRegistration({
      ...filled,
      password: 'lange-wanderung',
      confirmPassword: 'lan',
    });
    expect(errors).toEqual({ confirmPassword: 'auth.passwordsDontMatch' });
  });

  it("accepts each of the profile's genders", () => {
    for (const gender of ['female', 'male', 'non-binary', 'other']) {
      expect(validateRegistration({ ...filled, gender }).data?.gender).toBe(gender);
    }
    expect(validateRegistration({ ...filled, gender: 'robot' }).errors.gender).toBe('auth.genderRequired');
  });

  it('refuses minors', () => {
    expect(validateRegistration({ ...filled, age: '17' }).errors.age).toBe('auth.mustBeAdult');
  });

  it('keeps the form invalid while the nickname is taken', () => {
    const { data, errors } = validateRegistration(filled, 'taken');
    expect(data).toBeNull();
    expect(errors.username).toBe('auth.usernameTaken');
  });

  it('allows a city without coordinates', () => {
    const { data } = validateRegistration({ ...filled, latitude: null, longitude: null });
    expect(data?.location).toBe('Graz');
  });
});

describe('canSubmitRegistration', () => {
  const ready = { valid: true, pending: false, locating: false, availability: 'available' as const };

  it('allows a valid, idle form', () => {
    expect(canSubmitRegistration(ready)).toBe(true);
    expect(canSubmitRegistration({ ...ready, availability: 'idle' })).toBe(true);
  });

  it.each([
    ['invalid', { valid: false }],
    ['pending', { pending: true }],
    ['locating', { locating: true }],
    ['taken', { availability: 'taken' as const }],
  ])('is disabled while %s', (_, change) => {
    expect(canSubmitRegistration({ ...ready, ...change })).toBe(false);
  });
});

describe('validateLogin', () => {
  it('names both required fields', () => {
    expect(validateLogin({ username: ' ', password: '' }).errors).toEqual({
      username: 'auth.usernameRequired',
      password: 'auth.passwordRequired',
    });
  });

  it('passes a filled form through', () => {
    expect(validateLogin({ username: 'lena_b', password: 'x' }).data).toEqual({
      username: 'lena_b',
      password: 'x',
    });
  });
});
