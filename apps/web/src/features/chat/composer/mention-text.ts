import type { Mentionable } from './mention-trigger';

/** `@` and a username's characters (contracts: letters, digits, `_`, `.`, `-`). */
const MENTION = /(^|\s)@([A-Za-z0-9_.-]+)/g;

type TextSegment = { kind: 'text'; text: string } | { kind: 'mention'; text: string; username: string };

/** A username may not end in the full stop that ends a sentence. */
function trimTrailingDots(name: string): string {
  return name.replace(/\.+$/, '');
}

/** The usernames a text mentions, in order of appearance. */
export function mentionedUsernames(content: string): string[] {
  return [...content.matchAll(MENTION)].map((match) => trimTrailingDots(match[2] ?? '')).filter(Boolean);
}

/** The ids of the members a message mentions, each once (sent with the message). */
export function mentionedUserIds(content: string, members: readonly Mentionable[]): string[] {
  const byName = new Map(members.map((member) => [member.username.toLocaleLowerCase(), member.id]));
  const ids = mentionedUsernames(content).flatMap((name) => byName.get(name.toLocaleLowerCase()) ?? []);
  return [...new Set(ids)];
}

/** A message's text cut into plain runs and `@mentions`, for highlighting. */
export function splitMentions(content: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of content.matchAll(MENTION)) {
    const lead = match[1] ?? '';
    const username = trimTrailingDots(match[2] ?? '');
    if (!username) continue;
    const at = (match.index ?? 0) + lead.length;
    if (at > cursor) segments.push({ kind: 'text', text: content.slice(cursor, at) });
    segments.push({ kind: 'mention', text: `@${username}`, username });
    cursor = at + 1 + username.length;
  }
  if (cursor < content.length) segments.push({ kind: 'text', text: content.slice(cursor) });
  return segments;
}
