/**
 * Names that would let a member pass for the service or its staff. Registration refuses them
 * and what reads as them: any case, separators ('ad_min', 'n.a.h.b.a.r'), digits standing
 * for letters ('Adm1n') and numbers around them ('support-1'). Existing accounts keep theirs.
 */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'moderator',
  'support',
  'system',
  'root',
  'nahbar',
] as const;

/** Digits people write for the letters they look like. */
const LOOKALIKE_DIGITS: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
};

const mapDigits = (text: string) => text.replace(/\d/g, (digit) => LOOKALIKE_DIGITS[digit] ?? digit);

/**
 * What a username may read as: lower case without separators, its digits as letters, with and
 * without the numbers at either end ('4dmin' is 'admin', and so is 'admin4').
 */
export function usernameReadings(username: string): string[] {
  const compact = username.toLowerCase().replace(/[\s_.-]+/g, '');
  const variants = [
    compact,
    compact.replace(/^\d+/, ''),
    compact.replace(/\d+$/, ''),
    compact.replace(/^\d+|\d+$/g, ''),
  ];
  return [...new Set(variants.map(mapDigits))];
}

const RESERVED = new Set<string>(RESERVED_USERNAMES);

export function isReservedUsername(username: string): boolean {
  return usernameReadings(username).some((reading) => RESERVED.has(reading));
}
