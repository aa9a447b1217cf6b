import { en } from './en';
import { leafOf, renderText } from './render';
import type { TextKey, TextRef } from './types';

// English, the catalogue's source language, for the server's REST and `/ws` wording. Apart from
// render.ts so that the web app, which renders the member's language, does not bundle English
// beside it.

/** Whether a string names a text of the catalogue. */
export function isTextKey(value: unknown): value is TextKey {
  return typeof value === 'string' && leafOf(en, value) !== undefined;
}

/** The English wording of a text: what REST and `/ws` send to other clients. */
export function englishText(ref: TextRef): string {
  return renderText(en, ref.key, ref.params) ?? ref.key;
}

/** The English wording of a zod issue message: a key becomes its text, anything else stays. */
export function englishOfIssue(message: string): string {
  return isTextKey(message) ? (renderText(en, message) ?? message) : message;
}
