import { ActionIcon, Popover, SimpleGrid, Tabs, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import classes from '../chat.module.css';
import { EMOJI_CATEGORIES } from './emoji-data';

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

/** The composer's emoji button and its picker, one tab per category (chat spec §2). */
export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  const [opened, setOpened] = useState(false);
  const [category, setCategory] = useState<string>(EMOJI_CATEGORIES[0]?.name ?? '');
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
    <Popover
      opened={opened}
      onChange={toggle}
      position="top-start"
      shadow="md"
      width={312}
      trapFocus
      returnFocus={false}
      withinPortal
    >
      <Popover.Target>
        <Tooltip label="Emoji" openDelay={700} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Emoji"
            aria-expanded={opened}
            aria-haspopup="dialog"
            disabled={disabled}
            ref={button}
            onClick={() => toggle(!opened)}
          >
            <IconMoodSmile size={22} stroke={1.75} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={6} aria-label="Emoji picker">
        <Tabs value={category} onChange={(value) => value && setCategory(value)} variant="pills" radius="sm">
          <Tabs.List grow mb={6}>
            {EMOJI_CATEGORIES.map((group) => (
              <Tabs.Tab key={group.name} value={group.name} aria-label={group.name} px={4} fz="lg">
                {group.icon}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EMOJI_CATEGORIES.map((group) => (
            <Tabs.Panel key={group.name} value={group.name} aria-label={group.name}>
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
    </Popover>
  );
}
