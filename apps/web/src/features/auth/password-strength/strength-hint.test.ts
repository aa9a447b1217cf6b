import { de, en } from '@nahbar/contracts';
import { Options } from '@zxcvbn-ts/core';
import { describe, expect, it } from 'vitest';
import type { PasswordEstimate } from './strength-estimator';
import { strengthHintOf } from './strength-hint';

const estimate = (score: PasswordEstimate['score'], warning: string | null, suggestions: string[] = []) => ({
  score,
  warning,
  suggestions,
});

describe('the strength hint', () => {
  it('words each score', () => {
    const labels = ([0, 1, 2, 3, 4] as const).map((score) => strengthHintOf(en, estimate(score, null)).label);
    expect(labels).toEqual([
      'Password strength: very weak',
      'Password strength: weak',
      'Password strength: fair',
      'Password strength: good',
      'Password strength: strong',
    ]);
    expect(strengthHintOf(de, estimate(1, null)).label).toBe('Passwortstärke: schwach');
  });

  it('says what makes it weak before how to make it stronger', () => {
    const hint = strengthHintOf(en, estimate(0, 'common', ['anotherWord']));
    expect(hint.advice).toBe(en.passwords.warnCommon);
    expect(strengthHintOf(de, estimate(0, 'userInputs')).advice).toBe(de.passwords.warnUserInputs);
  });

  it('gives the first tip it knows when nothing is wrong but the length', () => {
    expect(strengthHintOf(en, estimate(1, null, ['pwned', 'capitalization'])).advice).toBe(
      en.passwords.tipCapitalization,
    );
  });

  it('gives no tip to a good password, and no advice for a key it does not know', () => {
    expect(strengthHintOf(en, estimate(3, null, ['anotherWord'])).advice).toBeNull();
    expect(strengthHintOf(en, estimate(1, 'somethingNew', ['alsoNew'])).advice).toBeNull();
  });

  it("words every warning and tip the estimator has (the breach check's aside, which is not used)", () => {
    const { warnings, suggestions } = new Options().translations;
    const unused = new Set(['pwned']);
    for (const key of Object.keys(warnings).filter((name) => !unused.has(name))) {
      expect(strengthHintOf(de, estimate(0, key)).advice, key).toBeTruthy();
    }
    for (const key of Object.keys(suggestions).filter((name) => !unused.has(name))) {
      expect(strengthHintOf(de, estimate(0, null, [key])).advice, key).toBeTruthy();
    }
  });
});
