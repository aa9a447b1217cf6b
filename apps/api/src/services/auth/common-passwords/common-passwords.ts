import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH } from '@nahbar/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How much of zxcvbn's list counts as "most common": its entries are ranked by how often they
 * were found in leaked passwords, and its first ten thousand are the ones guessers try first.
 */
const TOP_OF_RANKED_LIST = 10_000;

/** German passwords the ranked list, mostly English, misses (`qwertz`, `ichliebedich`, `sternchen`). */
const GERMAN_LIST = new URL('./german-top-1000.txt', import.meta.url);

/** Compared without case: "Passwort1" is as guessable as "passwort1". */
const fold = (password: string) => password.toLowerCase();

function load(): ReadonlySet<string> {
  const ranked = dictionary['passwords-common'].slice(0, TOP_OF_RANKED_LIST);
  const german = readFileSync(GERMAN_LIST, 'utf8').split('\n');
  // Shorter ones fail the length rule anyway (ZNewPassword); the list holds only what could pass it.
  return new Set(
    [...ranked, ...german]
      .map((entry) => entry.trim())
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map(fold),
  );
}

let list: ReadonlySet<string> | undefined;

/** The list, read on first use: a server that registers no one never loads it. */
function commonPasswords(): ReadonlySet<string> {
  list ??= load();
  return list;
}

/** Whether a password is on the list of the most common ones (README.md beside this file). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(fold(password));
}

/** How many passwords the list holds (for the tests and the docs). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
