import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('the list of the most common passwords', () => {
  it('has the most used ones, English and German', () => {
    for (const password of ['123456', 'password', 'qwerty123', 'iloveyou', 'passwort', 'hallo123', 'qwertz'])
      expect(isCommonPassword(password), password).toBe(true);
    // German ones the ranked list does not rank high enough.
    for (const password of ['ichliebedich', 'sternchen', 'schalke04', 'sonnenschein'])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('ignores case', () => {
    expect(isCommonPassword('PassWort')).toBe(true);
    expect(isCommonPassword('SCHALKE04')).toBe(true);
  });

  it('passes what is not on it, whatever its strength', () => {
    for (const password of ['kaffee-und-kuchen-7', 'lange-wanderung-9', 'secret123', 'passwort-mit-kaffee'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('holds a few thousand, none shorter than the minimum', () => {
    expect(commonPasswordCount()).toBeGreaterThan(8_000);
    expect(commonPasswordCount()).toBeLessThan(11_000);
    expect(isCommonPassword('12345')).toBe(false);
  });
});
