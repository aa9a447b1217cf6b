/**
 * Choosing a password (ours: the spec has only the minimum length): the server's refusal of a
 * common one, and the strength hint of the registration and password forms. The hint's
 * warnings and tips name what the estimator (zxcvbn-ts) found, in our own words.
 */
export const passwords = {
  tooCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  strength: (level: string) => `Password strength: ${level}`,
  levelVeryWeak: 'very weak',
  levelWeak: 'weak',
  levelFair: 'fair',
  levelGood: 'good',
  levelStrong: 'strong',
  // What makes it weak
  warnStraightRow: 'A straight row of keys is easy to guess.',
  warnKeyPattern: 'Short keyboard patterns are easy to guess.',
  warnSimpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  warnExtendedRepeat: 'Repeated groups like "abcabc" are only a little harder to guess than "abc".',
  warnSequences: 'Runs like "abc" or "1234" are easy to guess.',
  warnRecentYears: 'Recent years are easy to guess.',
  warnDates: 'Dates are easy to guess.',
  warnTopTen: 'This is one of the ten most used passwords.',
  warnTopHundred: 'This is one of the hundred most used passwords.',
  warnCommon: 'This is a commonly used password.',
  warnSimilarToCommon: 'This is close to a commonly used password.',
  warnWordByItself: 'A single word is easy to guess.',
  warnNamesByThemselves: 'A name on its own is easy to guess.',
  warnCommonNames: 'Common first and last names are easy to guess.',
  warnUserInputs: 'Leave your username out of your password.',
  // How to make it stronger
  tipAnotherWord: 'Add a word or two, the less common the better.',
  tipUseWords: 'Several words make a good password; avoid well-known phrases.',
  tipNoNeed: 'No symbols, digits or capitals needed: length does more.',
  tipCapitalization: 'Capitalize more than the first letter.',
  tipAllUppercase: 'Capitalize some letters, not all.',
  tipReverseWords: 'Words spelled backwards are no harder to guess.',
  tipL33t: 'Swaps like "@" for "a" are well known to guessers.',
  tipDates: 'Leave out dates that belong to you.',
  tipRecentYears: 'Leave out recent years.',
  tipAssociatedYears: 'Leave out years that belong to you.',
  tipSequences: 'Leave out runs of letters or digits.',
  tipRepeated: 'Leave out repeated words and characters.',
  tipLongerKeyboardPattern: 'Use longer keyboard patterns that change direction.',
};
