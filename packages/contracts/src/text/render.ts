import type { Messages, TextKey, TextParam, TextParams, TextRef } from './types';

const KEY_PATTERN = /^([A-Za-z]+)\.([A-Za-z0-9]+)$/;

export function leafOf(messages: Messages, key: string): unknown {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const [, area, name] = match;
  const texts: unknown = Object.hasOwn(messages, area ?? '') ? messages[area as keyof Messages] : undefined;
  if (typeof texts !== 'object' || texts === null || !Object.hasOwn(texts, name ?? '')) return undefined;
  return (texts as Record<string, unknown>)[name ?? ''];
}

/**
 * A text in the given language, or undefined when the key is unknown (a newer server than
 * client, say). A function text gets its parameters; a plain text ignores them.
 */
export function renderText(
  messages: Messages,
  key: string,
  params: readonly unknown[] = [],
): string | undefined {
  const leaf = leafOf(messages, key);
  if (typeof leaf === 'string') return leaf;
  if (typeof leaf === 'function') return String(leaf(...params));
  return undefined;
}

/** A reference to a text with its arguments, checked against the catalogue at compile time. */
export function textRef<K extends TextKey>(key: K, ...params: TextParams<K>): TextRef {
  return { key, params: params as TextParam[] };
}

/**
 * A key as the message of a zod check: schemas carry keys, so the server renders English for
 * REST and `/ws` and the web app renders the member's language, from the same schema.
 */
export function textKey<K extends TextKey>(key: K): K {
  return key;
}
