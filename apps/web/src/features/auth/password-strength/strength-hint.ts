import type { Messages } from '@nahbar/contracts';
import type { PasswordEstimate } from './strength-estimator';

type PasswordTexts = Messages['passwords'];
/** The plain texts of the area (not the worded `strength(level)`). */
type PasswordTextKey = {
  [K in keyof PasswordTexts]: PasswordTexts[K] extends string ? K : never;
}[keyof PasswordTexts];

/** zxcvbn's warnings (what makes the password weak) as our catalogue's keys. */
const WARNINGS: Record<string, PasswordTextKey> = {
  straightRow: 'warnStraightRow',
  keyPattern: 'warnKeyPattern',
  simpleRepeat: 'warnSimpleRepeat',
  extendedRepeat: 'warnExtendedRepeat',
  sequences: 'warnSequences',
  recentYears: 'warnRecentYears',
  dates: 'warnDates',
  topTen: 'warnTopTen',
  topHundred: 'warnTopHundred',
  common: 'warnCommon',
  similarToCommon: 'warnSimilarToCommon',
  wordByItself: 'warnWordByItself',
  namesByThemselves: 'warnNamesByThemselves',
  commonNames: 'warnCommonNames',
  userInputs: 'warnUserInputs',
};

/** zxcvbn's suggestions (how to make it stronger) as our catalogue's keys. */
const TIPS: Record<string, PasswordTextKey> = {
  anotherWord: 'tipAnotherWord',
  useWords: 'tipUseWords',
  noNeed: 'tipNoNeed',
  capitalization: 'tipCapitalization',
  allUppercase: 'tipAllUppercase',
  reverseWords: 'tipReverseWords',
  l33t: 'tipL33t',
  dates: 'tipDates',
  recentYears: 'tipRecentYears',
  associatedYears: 'tipAssociatedYears',
  sequences: 'tipSequences',
  repeated: 'tipRepeated',
  longerKeyboardPattern: 'tipLongerKeyboardPattern',
};

const LEVELS: readonly PasswordTextKey[] = [
  'levelVeryWeak',
  'levelWeak',
  'levelFair',
  'levelGood',
  'levelStrong',
];

/** From this score on a password needs no advice: guessing it would take too long to try. */
const GOOD_ENOUGH = 3;

interface StrengthHint {
  score: PasswordEstimate['score'];
  /** "Password strength: weak". */
  label: string;
  /** What makes it weak, else how to make it stronger; null for a good password. */
  advice: string | null;
}

/**
 * The hint under a new password: its strength in words and one piece of advice, the warning
 * first (it names the actual weakness), a tip when there is none. A key our catalogue does
 * not know (a newer estimator's) gives no advice rather than a wrong one.
 */
export function strengthHintOf(m: Messages, estimate: PasswordEstimate): StrengthHint {
  const texts = m.passwords;
  const level = texts[LEVELS[estimate.score] ?? 'levelVeryWeak'];
  const warning = estimate.warning === null ? undefined : WARNINGS[estimate.warning];
  const tip =
    estimate.score < GOOD_ENOUGH
      ? estimate.suggestions.map((suggestion) => TIPS[suggestion]).find((key) => key !== undefined)
      : undefined;
  const advice = warning ?? tip;
  return { score: estimate.score, label: texts.strength(level), advice: advice ? texts[advice] : null };
}
