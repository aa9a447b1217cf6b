import { Group, Text, ThemeIcon } from '@mantine/core';
import type { TRoomSearchResult } from '@nahbar/contracts';
import { IconHash, IconLock, IconUsers } from '@tabler/icons-react';
import { HighlightedText } from './highlighted-text';
import { matchRanges } from './match-ranges';
import { buildSnippet, splitByRanges } from './snippet';

/** A found room: its name with the match marked, its description and member count. */
export function RoomResult({ room, query }: { room: TRoomSearchResult; query: string }) {
  return (
    <>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text fw={600} truncate>
          <HighlightedText parts={splitByRanges(room.name, matchRanges(room.name, query))} />
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed" style={{ flexShrink: 0 }}>
          <IconUsers size={14} stroke={1.75} aria-hidden />
          <Text size="xs">{room.memberCount}</Text>
        </Group>
      </Group>
      {room.description && (
        <Text size="sm" c="dimmed" truncate>
          <HighlightedText parts={buildSnippet(room.description, query)} />
        </Text>
      )}
    </>
  );
}

export function RoomResultIcon({ room }: { room: TRoomSearchResult }) {
  const Icon = room.isPrivate ? IconLock : IconHash;
  return (
    <ThemeIcon variant="light" color="gray" size={36} radius="xl">
      <Icon size={18} stroke={1.75} aria-hidden />
    </ThemeIcon>
  );
}
