import { withoutVariation } from '../../../apps/web/src/features/chat/composer/emoji-search';

/** One emoji of emojibase-data's compact set. */
export interface SourceEmoji {
  unicode: string;
  label: string;
  tags?: string[];
}

/**
 * The search words of each wanted emoji: its name and keywords, lower case, each word once.
 * Returns the emoji the data has no entry for, so that the build can refuse a gap.
 */
export function emojiNameTable(
  data: readonly SourceEmoji[],
  wanted: readonly string[],
): { table: Record<string, string>; missing: string[] } {
  const byEmoji = new Map(data.map((entry) => [withoutVariation(entry.unicode), entry]));
  const table: Record<string, string> = {};
  const missing: string[] = [];
  for (const emoji of wanted) {
    const key = withoutVariation(emoji);
    const entry = byEmoji.get(key);
    if (!entry) {
      missing.push(emoji);
      continue;
    }
    const words = [entry.label, ...(entry.tags ?? [])]
      .join(' ')
      .toLowerCase()
      .split(/[\s:,]+/);
    table[key] = [...new Set(words.filter(Boolean))].join(' ');
  }
  return { table, missing };
}
