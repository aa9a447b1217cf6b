import { ActionIcon } from '@mantine/core';
import { LazyPopover, LazyTooltip } from '@nahbar/ui';
import { IconMoodSmile } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { onDemand } from '../../../components/on-demand';
import { useT } from '../../../i18n';
import { tabValue } from './emoji-tabs';

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
  /** The button's name; the composer's 'Emoji' unless given (a message's 'More emoji'). */
  label?: string;
  /** The button's size: the composer's large one, or a small one beside reactions. */
  size?: 'lg' | 'sm';
}

/** The picker's body with its emoji. */
const grid = onDemand(() => import('./emoji-grid').then((module) => module.EmojiGrid));

/** The composer's emoji button and its picker, one tab per category (chat spec §2). */
export function EmojiPicker({ onPick, disabled, label, size = 'lg' }: EmojiPickerProps) {
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
  // The picker opens with its emoji in it, so that its focus trap finds them.
  const open = () => {
    grid.load().then(
      () => toggle(true),
      () => undefined,
    );
  };
  const pick = (emoji: string) => {
    picked.current = true;
    setOpened(false);
    onPick(emoji);
  };

  const Grid = grid.current();
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
            <LazyTooltip label={label ?? m.composer.emoji} openDelay={700}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={size}
                aria-label={label ?? m.composer.emoji}
                aria-expanded={opened}
                aria-haspopup="dialog"
                disabled={disabled}
                ref={button}
                onClick={() => (opened ? toggle(false) : open())}
                // On the way to a press: the emoji are likely in by the time it lands.
                onPointerEnter={() => grid.prefetch()}
                onFocus={() => grid.prefetch()}
              >
                <IconMoodSmile size={size === 'lg' ? 22 : 16} stroke={1.75} />
              </ActionIcon>
            </LazyTooltip>
          </Popover.Target>
          <Popover.Dropdown p={6} role="dialog" aria-label={m.composer.emojiPicker}>
            {Grid && <Grid onPick={pick} category={category} onCategory={setCategory} />}
          </Popover.Dropdown>
        </>
      )}
    </LazyPopover>
  );
}
