import { Box, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { EmojiButtons } from './emoji-buttons';
import { EMOJI_CATEGORIES } from './emoji-data';
import { useEmojiNames } from './emoji-names';
import { readRecent, withRecent, writeRecent } from './emoji-recent';
import { searchEmoji } from './emoji-search';
import { tabValue } from './emoji-tabs';

interface EmojiGridProps {
  onPick: (emoji: string) => void;
  /** The open category's tab, kept by the picker from one opening to the next. */
  category: string;
  onCategory: (category: string) => void;
}

const ALL_EMOJI = EMOJI_CATEGORIES.flatMap((group) => group.emoji);
const OFFERED = new Set(ALL_EMOJI);

/**
 * The picker's body (fetched when the picker first opens): a search field, the recently used
 * emoji (this browser's, newest first) and one tab per category (chat spec §2). While the field
 * holds a query, its results stand in for the recent row and the tabs; Enter picks the first.
 */
export function EmojiGrid({ onPick, category, onCategory }: EmojiGridProps) {
  const m = useT();
  const { locale } = useLocale();
  const names = useEmojiNames(locale);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(() => readRecent(window.localStorage, OFFERED));
  const results = useMemo(() => searchEmoji(query, ALL_EMOJI, names), [query, names]);
  const searching = query.trim() !== '';

  const pick = (emoji: string) => {
    const next = withRecent(recent, emoji);
    setRecent(next);
    writeRecent(window.localStorage, next);
    onPick(emoji);
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = results[0];
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      pick(first);
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onSearchKey}
        placeholder={m.emojiSearch.search}
        aria-label={m.emojiSearch.search}
        leftSection={<IconSearch size={14} aria-hidden />}
        // The picker's focus trap starts here: open, type, Enter.
        data-autofocus
      />
      {searching ? (
        <Box role="group" aria-label={m.emojiSearch.results}>
          {results.length > 0 ? (
            <EmojiButtons emoji={results} onPick={pick} maxHeight={220} />
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="md" role="status">
              {m.emojiSearch.noResults}
            </Text>
          )}
        </Box>
      ) : (
        <>
          {recent.length > 0 && (
            <Box role="group" aria-label={m.emojiSearch.recent} data-testid="recent-emoji">
              <Text size="xs" c="dimmed" fw={600} px={4} mb={4} aria-hidden>
                {m.emojiSearch.recent}
              </Text>
              <EmojiButtons emoji={recent} onPick={pick} />
            </Box>
          )}
          <CategoryTabs onPick={pick} category={category} onCategory={onCategory} />
        </>
      )}
    </Stack>
  );
}

/** One tab per category, each with its emoji. */
function CategoryTabs({ onPick, category, onCategory }: EmojiGridProps) {
  const m = useT();
  return (
    <Tabs value={category} onChange={(value) => value && onCategory(value)} variant="pills" radius="sm">
      <Tabs.List grow mb={6}>
        {EMOJI_CATEGORIES.map((group, index) => (
          <Tabs.Tab key={group.name} value={tabValue(index)} aria-label={m.emoji[group.name]} px={4} fz="lg">
            {group.icon}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {EMOJI_CATEGORIES.map((group, index) => (
        <Tabs.Panel key={group.name} value={tabValue(index)} aria-label={m.emoji[group.name]}>
          {/* The tabs show only an emoji each: the open category's name, in words. */}
          <Text size="xs" c="dimmed" fw={600} px={4} mb={4} aria-hidden>
            {m.emoji[group.name]}
          </Text>
          <EmojiButtons emoji={group.emoji} onPick={onPick} maxHeight={220} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
