import { MENTION_QUERY_MAX_LENGTH } from '@nahbar/contracts';

/** An open mention: where its @ sits and what has been typed after it. */
export interface MentionTrigger {
  start: number;
  query: string;
}

/**
 * Whether the caret is in a mention (chat spec §4): after an @ with at most 20 characters and
 * no space between them. The @ must begin a word, so an e-mail address opens nothing.
 */
export function findMentionTrigger(
  text: string,
  caret: number,
  maxLength: number = MENTION_QUERY_MAX_LENGTH,
): MentionTrigger | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  const query = before.slice(start + 1);
  if (query.length > maxLength || /\s/.test(query)) return null;
  if (start > 0 && !/\s/.test(before.charAt(start - 1))) return null;
  return { start, query };
}

/** Replaces the open mention with `@username ` and puts the caret after it. */
export function insertMention(
  text: string,
  trigger: MentionTrigger,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  const after = text.slice(caret).replace(/^\S*/, '');
  const next = `${text.slice(0, trigger.start)}${inserted}${after.replace(/^ /, '')}`;
  return { text: next, caret: trigger.start + inserted.length };
}

export interface Mentionable {
  id: string;
  username: string;
  displayName: string;
}

/** The members the picker offers for a query: names starting with it first, oneself never. */
export function mentionCandidates<T extends Mentionable>(
  members: readonly T[],
  query: string,
  selfId: string,
  limit = 8,
): T[] {
  const needle = query.toLocaleLowerCase();
  const scored: { member: T; score: number }[] = [];
  for (const member of members) {
    if (member.id === selfId) continue;
    const names = [member.username, member.displayName].map((name) => name.toLocaleLowerCase());
    if (names.some((name) => name.startsWith(needle))) scored.push({ member, score: 0 });
    else if (names.some((name) => name.includes(needle))) scored.push({ member, score: 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.member.username.localeCompare(b.member.username))
    .slice(0, limit)
    .map(({ member }) => member);
}
