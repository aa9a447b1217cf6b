import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import germanWords from '@zxcvbn-ts/language-de/src/commonWords.json';
import germanFirstNames from '@zxcvbn-ts/language-de/src/firstnames.json';
import germanLastNames from '@zxcvbn-ts/language-de/src/lastnames.json';

/*
 * The strength estimate of the registration and password forms: zxcvbn-ts with the common
 * dictionaries (passwords ranked by use, keyboard layouts) and German words and names. Loaded
 * on demand only (use-password-strength.ts): its dictionaries weigh about 300 kB compressed.
 * The German package's Wikipedia list is left out: it would double that, and its frequent
 * words are in the common-words list already.
 */

/** What the estimator found, by zxcvbn's keys; the hint words it (strength-hint.ts). */
export interface PasswordEstimate {
  /** 0 (guessed at once) to 4 (very unlikely to be guessed). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

let estimator: ZxcvbnFactory | undefined;

export function estimatePasswordStrength(password: string, userInputs: string[] = []): PasswordEstimate {
  // No translations: the feedback comes as keys, which our catalogue words in both languages.
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...commonDictionary,
      germanWords,
      germanFirstNames,
      germanLastNames,
    },
    graphs: adjacencyGraphs,
  });
  const { score, feedback } = estimator.check(password, userInputs);
  return { score, warning: feedback.warning, suggestions: feedback.suggestions };
}
