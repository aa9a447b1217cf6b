import { SimpleGrid, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { EMOJI_CATEGORIES } from './emoji-data';
import { tabValue } from './emoji-tabs';

interface EmojiGridProps {
  onPick: (emoji: string) => void;
  /** The open category's tab, kept by the picker from one opening to the next. */
  category: string;
  onCategory: (category: string) => void;
}

/** The picker's body, one tab per category (chat spec §2): fetched when the picker first opens. */
export function EmojiGrid({ onPick, category, onCategory }: EmojiGridProps) {
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
          <SimpleGrid cols={8} spacing={2} verticalSpacing={2} mah={220} style={{ overflowY: 'auto' }}>
            {group.emoji.map((emoji) => (
              <UnstyledButton
                key={emoji}
                aria-label={emoji}
                fz={22}
                h={34}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  textAlign: 'center',
                  lineHeight: '34px',
                }}
                className={classes.emoji}
                onClick={() => onPick(emoji)}
              >
                {emoji}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
