import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from './strength-estimator';

describe('the password strength estimate', () => {
  it('finds common passwords, English and German, weak', () => {
    for (const password of ['password1', 'passwort', 'hallo123', 'qwertz123']) {
      expect(estimatePasswordStrength(password).score, password).toBeLessThanOrEqual(1);
    }
    expect(estimatePasswordStrength('passwort').warning).toBe('common');
  });

  it('knows German words and names', () => {
    expect(estimatePasswordStrength('Schmetterling').score).toBeLessThanOrEqual(2);
    expect(estimatePasswordStrength('Schmetterling').suggestions).toContain('capitalization');
    expect(estimatePasswordStrength('Schneider').warning).toBe('namesByThemselves');
  });

  it('takes the username into account', () => {
    expect(estimatePasswordStrength('lena_berlin', ['lena_berlin']).warning).toBe('userInputs');
  });

  it('finds long unusual phrases strong', () => {
    expect(estimatePasswordStrength('kaffee-und-kuchen-7').score).toBe(4);
    expect(estimatePasswordStrength('Wolken über dem Kornfeld tanzen').score).toBe(4);
  });
});
