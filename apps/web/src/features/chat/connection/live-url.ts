import { type TextRef, textRef } from '@nahbar/contracts';

/**
 * Chat spec §5: the live channel's host must be non-empty and the resulting URL valid. Returns
 * the catalogue's text (by key) for what is wrong, or null for a usable address. The host is read from
 * the text itself: the URL parser would take `ws:///trpc` for a host named "trpc".
 */
export function liveUrlProblem(url: string): TextRef | null {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(url);
  if (authority && (authority[1] ?? '') === '') return textRef('connection.invalidHost');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? null : textRef('connection.invalidUrl');
  } catch {
    return textRef('connection.invalidUrl');
  }
}
