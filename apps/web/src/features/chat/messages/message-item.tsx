import { Box, Group, Text } from '@mantine/core';
import { isPhotoMessage, type TMessage } from '@nahbar/contracts';
import { formatRelativeTime, UserAvatar } from '@nahbar/ui';
import { memo } from 'react';
import classes from '../chat.module.css';
import type { PendingState } from '../outbox/temp-message';
import { MessageText } from './message-text';
import { PhotoMessage } from './photo-message';

const PENDING_LABEL: Record<PendingState, string> = {
  sending: 'Sending...',
  queued: 'Waiting for connection',
  failed: 'Not sent',
};

interface MessageItemProps {
  message: TMessage;
  selfUsername: string;
  now: number;
  pending?: PendingState;
  /** The message a search result pointed at, marked for a moment. */
  highlighted?: boolean;
}

/** One message: the sender's avatar and name, the relative time, the text or photo. */
export const MessageItem = memo(function MessageItem({
  message,
  selfUsername,
  now,
  pending,
  highlighted,
}: MessageItemProps) {
  const { user } = message;
  const time = new Date(message.createdAt);
  return (
    <Group
      component="article"
      align="flex-start"
      gap="sm"
      px={{ base: 'xs', sm: 'md' }}
      py={6}
      wrap="nowrap"
      className={classes.message}
      aria-label={`${user.displayName}, ${formatRelativeTime(time, now)}`}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      style={{ opacity: pending && pending !== 'failed' ? 0.7 : 1 }}
    >
      <UserAvatar
        name={user.displayName}
        gender={user.gender}
        photoUrl={user.primaryPhoto?.photoUrl}
        size={36}
      />
      <Box miw={0} style={{ flex: 1 }}>
        <Group gap={8} wrap="nowrap" align="baseline">
          <Text fw={600} size="sm" truncate>
            {user.displayName}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={message.createdAt}
            title={time.toLocaleString()}
            style={{ flexShrink: 0 }}
          >
            {formatRelativeTime(time, now)}
          </Text>
          {pending && (
            <Text size="xs" c={pending === 'failed' ? 'red.4' : 'dimmed'} style={{ flexShrink: 0 }}>
              {PENDING_LABEL[pending]}
            </Text>
          )}
        </Group>
        {isPhotoMessage(message.photoUrl) ? (
          <>
            {message.content && <MessageText content={message.content} selfUsername={selfUsername} />}
            {/* A new URL (the stored photo replacing the temporary one) starts loading afresh. */}
            <PhotoMessage
              key={message.photoUrl}
              photoUrl={message.photoUrl}
              fileName={message.photoFileName}
            />
          </>
        ) : (
          <MessageText content={message.content} selfUsername={selfUsername} />
        )}
      </Box>
    </Group>
  );
});
