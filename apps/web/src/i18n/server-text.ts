import { type Messages, renderText } from '@nahbar/contracts';

interface WithText {
  key: string;
  params?: unknown[];
}

function textOf(value: unknown): WithText | undefined {
  if (typeof value !== 'object' || value === null || !('key' in value)) return undefined;
  const { key, params } = value as { key: unknown; params?: unknown };
  if (typeof key !== 'string') return undefined;
  return { key, params: Array.isArray(params) ? params : [] };
}

/**
 * The catalogue key the server attached to an error: tRPC errors carry it in `data.text`,
 * REST error bodies in `text`.
 */
function serverTextOf(error: unknown): WithText | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('data' in error) {
    const data = (error as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null && 'text' in data) return textOf(data.text);
  }
  if ('text' in error) return textOf((error as { text?: unknown }).text);
  return undefined;
}

/** The key of a server error, for choosing what to do (never match on its English wording). */
export function serverTextKey(error: unknown): string | undefined {
  return serverTextOf(error)?.key;
}

/**
 * A server error in the member's language, or undefined when it carries no text the catalogue
 * knows (a network failure, say): callers then show their own fallback text.
 */
export function serverErrorText(m: Messages, error: unknown): string | undefined {
  const text = serverTextOf(error);
  return text ? renderText(m, text.key, text.params) : undefined;
}

/** A zod issue message from a contracts schema (a catalogue key) in the member's language. */
export function issueText(m: Messages, message: string): string {
  return renderText(m, message) ?? message;
}
