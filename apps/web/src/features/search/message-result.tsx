import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { TMessageSearchResult } from '@nahbar/contracts';
import { USER_TEXT_CLASS, UserAvatar } from '@nahbar/ui';
import { IconLock, IconMessageCircle, IconPhoto } from '@tabler/icons-react';
import { useLocale, useT } from '../../i18n';
import { HighlightedText } from './highlighted-text';
import { resultDate } from './result-date';
import { buildSnippet } from './snippet';

/** A found message: who wrote it where and when, and the snippet around the match. */
export function MessageResult({ message, query }: { message: TMessageSearchResult; query: string }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const { room, user } = message;
  const RoomIcon = room.isDirect ? IconMessageCircle : room.isPrivate ? IconLock : null;
  const date = resultDate(message.createdAt, new Date(), intlLocale);
  return (
    <>
      <Group gap={6} wrap="nowrap" c="dimmed">
        <Text size="sm" fw={600} c="gray.2" truncate className={USER_TEXT_CLASS} style={{ flexShrink: 1 }}>
          {user.displayName}
        </Text>
        <Text size="sm" aria-hidden>
          ·
        </Text>
        {RoomIcon && <RoomIcon size={14} stroke={1.75} style={{ flexShrink: 0 }} aria-hidden />}
        {RoomIcon && (
          <VisuallyHidden>{room.isDirect ? m.search.privateChat : m.search.privateRoom}</VisuallyHidden>
        )}
        <Text size="sm" truncate className={USER_TEXT_CLASS} style={{ flexShrink: 1 }}>
          {room.name}
        </Text>
        <Text
          component="time"
          dateTime={message.createdAt}
          title={date.full}
          size="xs"
          ml="auto"
          pl={4}
          style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {date.short}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {message.messageType === 'photo' && (
          <>
            <IconPhoto size={16} stroke={1.75} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
            <VisuallyHidden>{m.search.photo}</VisuallyHidden>
          </>
        )}
        <Text size="sm" className={USER_TEXT_CLASS} style={{ overflowWrap: 'anywhere' }}>
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
