import { SimpleGrid, UnstyledButton } from '@mantine/core';
import classes from '../chat.module.css';

interface EmojiButtonsProps {
  emoji: readonly string[];
  onPick: (emoji: string) => void;
  /** A scrolling box's height limit; none for a short row. */
  maxHeight?: number;
}

/** A grid of emoji to pick, eight to a row. */
export function EmojiButtons({ emoji, onPick, maxHeight }: EmojiButtonsProps) {
  return (
    <SimpleGrid
      cols={8}
      spacing={2}
      verticalSpacing={2}
      mah={maxHeight}
      style={maxHeight ? { overflowY: 'auto' } : undefined}
    >
      {emoji.map((item) => (
        <UnstyledButton
          key={item}
          aria-label={item}
          fz={22}
          h={34}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            textAlign: 'center',
            lineHeight: '34px',
          }}
          className={classes.emoji}
          onClick={() => onPick(item)}
        >
          {item}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
