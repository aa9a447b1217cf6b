import { z } from 'zod';
import { textKey } from './text';

/**
 * NUL, which Postgres text cannot hold (the insert failed with a 500), and halves of a
 * surrogate pair without their other half, which are no text at all (JSON can carry them).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The explicit embeddings, overrides and isolates of Unicode's bidirectional algorithm: in a
 * name they make 'exe.png' of 'gnp.exe' and can reverse whatever is shown after the name.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * What a plain place name is made of: letters and marks of any script, digits, spaces and the
 * punctuation of names like 'Halle (Saale)', 'St. Gallen', 'Biel/Bienne' or "Val-d'Illiez".
 * No markup (`<`, `>`, quotes), no control or direction characters.
 */
const PLAIN_PLACE_NAME = /^[\p{L}\p{M}\p{N} .,'’()/&-]*$/u;

/** Whether a string can be stored and shown as text (no NUL, no unpaired surrogate). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** Whether a string holds a character that changes the writing direction of what follows. */
export function hasDirectionControls(value: string): boolean {
  return DIRECTION_CONTROLS.test(value);
}

/** Whether a string reads as a plain place name (see PLAIN_PLACE_NAME). */
export function isPlainPlaceName(value: string): boolean {
  return PLAIN_PLACE_NAME.test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * Every string a client sends starts here, so no field can let through what the database
 * refuses (a 500) or what is no text: one rule for all schemas rather than one per field.
 * It stays a `ZodString`, so `.trim()`, `.min()`, `.max()` and `maxLength` work as before.
 */
export function zText(params?: StringParams) {
  return z.string(params).refine(isStorableText, textKey('input.invalidCharacters'));
}

/** A name others see (username, display name, room name): text without direction controls. */
export function zName(params?: StringParams) {
  return zText(params).refine((value) => !hasDirectionControls(value), textKey('input.directionCharacters'));
}

/** Numbers as JSON sends them, or as the text of a query string or form field. */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number, or numeric text (query strings and form fields are text). Unlike `z.coerce`,
 * which took `[30]` as 30, `true` as 1 and '' as 0, anything else is refused with `message`.
 * Pipe the result into the number's own rules: `zNumeric(m).pipe(z.number().int())`.
 */
export function zNumeric(message: string) {
  return z.union(
    [
      z.number({ error: message }),
      z
        .string({ error: message })
        .trim()
        .regex(NUMERIC_TEXT, message)
        .transform((value) => Number(value)),
    ],
    { error: message },
  );
}
