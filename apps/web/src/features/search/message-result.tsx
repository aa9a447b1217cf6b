import { Group, Text } from '@mantine/core';
import type { TMessageSearchResult } from '@nahbar/contracts';
import { UserAvatar } from '@nahbar/ui';
import { IconLock, IconMessageCircle, IconPhoto } from '@tabler/icons-react';
import { HighlightedText } from './highlighted-text';
import { buildSnippet } from './snippet';

/** A found message: who wrote it where, and the snippet around the match. */
export function MessageResult({ message, query }: { message: TMessageSearchResult; query: string }) {
  const { room, user } = message;
  const RoomIcon = room.isDirect ? IconMessageCircle : room.isPrivate ? IconLock : null;
  return (
    <>
      <Group gap={6} wrap="nowrap" c="dimmed">
        <Text size="sm" fw={600} c="gray.2" truncate style={{ flexShrink: 1 }}>
          {user.displayName}
        </Text>
        <Text size="sm" aria-hidden>
          ·
        </Text>
        {RoomIcon && <RoomIcon size={14} stroke={1.75} style={{ flexShrink: 0 }} aria-hidden />}
        <Text size="sm" truncate style={{ flexShrink: 1 }}>
          {room.name}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {message.messageType === 'photo' && (
          <IconPhoto size={16} stroke={1.75} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <HighlightedText parts={buildSnippet(message.content, query)} />
        </Text>
      </Group>
    </>
  );
}

export function MessageResultAvatar({ message }: { message: TMessageSearchResult }) {
  const { user } = message;
  return (
    <UserAvatar
      name={user.displayName}
      gender={user.gender}
      photoUrl={user.primaryPhoto?.photoUrl}
      size={36}
    />
  );
}
