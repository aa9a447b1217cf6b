import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { plural, type TRoomSearchResult } from '@nahbar/contracts';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { IconHash, IconLock, IconUsers } from '@tabler/icons-react';
import { useLocale, useT } from '../../i18n';
import { roomDescriptionText } from '../chat/room-description/room-description';
import { HighlightedText } from './highlighted-text';
import { matchRanges } from './match-ranges';
import { buildSnippet, splitByRanges } from './snippet';

/** A found room: its name with the match marked, its description and member count. */
export function RoomResult({ room, query }: { room: TRoomSearchResult; query: string }) {
  const m = useT();
  const { locale, intlLocale } = useLocale();
  const figure = new Intl.NumberFormat(intlLocale).format(room.memberCount);
  const members = plural(
    locale,
    room.memberCount,
    m.search.memberCountOne(figure),
    m.search.memberCountOther(figure),
  );
  const description = roomDescriptionText(m, room);
  return (
    <>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text fw={600} truncate className={USER_TEXT_CLASS}>
          <HighlightedText parts={splitByRanges(room.name, matchRanges(room.name, query))} />
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed" style={{ flexShrink: 0 }} title={members}>
          <IconUsers size={14} stroke={1.75} aria-hidden />
          <Text size="xs" aria-hidden>
            {figure}
          </Text>
          <VisuallyHidden>{members}</VisuallyHidden>
        </Group>
      </Group>
      {description && (
        <Text size="sm" c="dimmed" truncate>
          <HighlightedText parts={buildSnippet(description, query)} />
        </Text>
      )}
    </>
  );
}

export function RoomResultIcon({ room }: { room: TRoomSearchResult }) {
  const m = useT();
  const Icon = room.isPrivate ? IconLock : IconHash;
  return (
    <ThemeIcon variant="light" color="gray" size={36} radius="xl">
      <Icon size={18} stroke={1.75} aria-hidden />
      {room.isPrivate && <VisuallyHidden>{m.search.privateRoom}</VisuallyHidden>}
    </ThemeIcon>
  );
}
