import { ActionIcon, SimpleGrid, Tabs, Text, UnstyledButton } from '@mantine/core';
import { LazyPopover, LazyTooltip } from '@nahbar/ui';
import { IconMoodSmile } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { EMOJI_CATEGORIES } from './emoji-data';

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

/**
 * A tab's value, from which Mantine derives the ids that tab and panel point at: the category
 * names hold spaces and '&', which would make those references invalid.
 */
const tabValue = (index: number) => `emoji-category-${index}`;

/** The composer's emoji button and its picker, one tab per category (chat spec §2). */
export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  const m = useT();
  const [opened, setOpened] = useState(false);
  const [category, setCategory] = useState(tabValue(0));
  const button = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);

  // A pick sends focus on to the text box (the composer puts the caret after the emoji);
  // Escape or a click elsewhere hands it back to the button.
  const toggle = (next: boolean) => {
    if (next) picked.current = false;
    else if (!picked.current) requestAnimationFrame(() => button.current?.focus());
    setOpened(next);
  };

  return (
    <LazyPopover
      opened={opened}
      onChange={toggle}
      position="top-start"
      shadow="md"
      width={312}
      trapFocus
      returnFocus={false}
      withinPortal
      // The button says itself that it opens a dialog, and the dialog is named by its own label
      // ('Emoji picker'): Mantine's roles would name it after the button ('Emoji').
      withRoles={false}
    >
      {(Popover) => (
        <>
          <Popover.Target>
            <LazyTooltip label={m.composer.emoji} openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={m.composer.emoji}
                aria-expanded={opened}
                aria-haspopup="dialog"
                disabled={disabled}
                ref={button}
                onClick={() => toggle(!opened)}
              >
                <IconMoodSmile size={22} stroke={1.75} />
              </ActionIcon>
            </LazyTooltip>
          </Popover.Target>
          <Popover.Dropdown p={6} role="dialog" aria-label={m.composer.emojiPicker}>
            <Tabs
              value={category}
              onChange={(value) => value && setCategory(value)}
              variant="pills"
              radius="sm"
            >
              <Tabs.List grow mb={6}>
                {EMOJI_CATEGORIES.map((group, index) => (
                  <Tabs.Tab
                    key={group.name}
                    value={tabValue(index)}
                    aria-label={m.emoji[group.name]}
                    px={4}
                    fz="lg"
                  >
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
                  <SimpleGrid
                    cols={8}
                    spacing={2}
                    verticalSpacing={2}
                    mah={220}
                    style={{ overflowY: 'auto' }}
                  >
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
                        onClick={() => {
                          picked.current = true;
                          setOpened(false);
                          onPick(emoji);
                        }}
                      >
                        {emoji}
                      </UnstyledButton>
                    ))}
                  </SimpleGrid>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Popover.Dropdown>
        </>
      )}
    </LazyPopover>
  );
}
