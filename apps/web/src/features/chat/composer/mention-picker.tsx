import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { TPublicUser } from '@nahbar/contracts';
import { UserAvatar } from '@nahbar/ui';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { MENTION_LIST_ID, mentionOptionId } from './mention-ids';

interface MentionPickerProps {
  candidates: readonly TPublicUser[];
  selected: number;
  onChoose: (user: TPublicUser) => void;
  onHover: (index: number) => void;
}

/**
 * Room members to mention, above the composer (chat spec §2). Focus stays in the text box,
 * which drives the list with the arrow keys (aria-activedescendant); a click chooses too.
 */
export function MentionPicker({ candidates, selected, onChoose, onHover }: MentionPickerProps) {
  const m = useT();
  return (
    <Paper
      id={MENTION_LIST_ID}
      role="listbox"
      aria-label={m.composer.mentionList}
      shadow="md"
      withBorder
      p={4}
      pos="absolute"
      bottom="100%"
      left={0}
      mb={6}
      w={340}
      maw="100%"
      style={{ zIndex: 20 }}
    >
      {candidates.map((member, index) => (
        <UnstyledButton
          key={member.id}
          id={mentionOptionId(member.id)}
          role="option"
          aria-selected={index === selected}
          data-selected={index === selected || undefined}
          className={`${classes.option} ${classes.hoverable}`}
          tabIndex={-1}
          w="100%"
          px="xs"
          py={6}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          // Keep the caret in the text box: choose on press, before it would lose focus.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(member);
          }}
          onMouseEnter={() => onHover(index)}
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar
              name={member.displayName}
              gender={member.gender}
              photoUrl={member.primaryPhoto?.photoUrl}
              size={26}
            />
            <Text size="sm" fw={500} truncate style={{ flexShrink: 0, maxWidth: '60%' }}>
              {member.displayName}
            </Text>
            <Text size="xs" c="dimmed" truncate style={{ minWidth: 0 }}>
              @{member.username}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Paper>
  );
}
