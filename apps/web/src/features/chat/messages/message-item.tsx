import { Box, Group, Text } from '@mantine/core';
import { isPhotoMessage, type TMessage } from '@nahbar/contracts';
import { USER_TEXT_CLASS, UserAvatar } from '@nahbar/ui';
import { memo } from 'react';
import { useLocale, useT } from '../../../i18n';
import classes from '../chat.module.css';
import type { PendingState } from '../outbox/temp-message';
import { MessageMenu } from './message-menu';
import { MessageText } from './message-text';
import { messageTime } from './message-time';
import { PhotoMessage } from './photo-message';

const PENDING_TEXT = { sending: 'sending', queued: 'queued', failed: 'notSent' } as const satisfies Record<
  PendingState,
  string
>;

interface MessageItemProps {
  message: TMessage;
  selfUsername: string;
  /** Messages of others get a menu (report); one's own do not. */
  selfId: string;
  now: number;
  pending?: PendingState;
  /** The message a search result pointed at, marked for a moment. */
  highlighted?: boolean;
}

/** One message: the sender's avatar and name, the relative time, the text or photo. */
export const MessageItem = memo(function MessageItem({
  message,
  selfUsername,
  selfId,
  now,
  pending,
  highlighted,
}: MessageItemProps) {
  const m = useT();
  const { intlLocale } = useLocale();
  const { user } = message;
  const { relative, absolute } = messageTime(message.createdAt, now, intlLocale, m.common.justNow);
  return (
    <Group
      component="article"
      align="flex-start"
      gap="sm"
      py={6}
      wrap="nowrap"
      className={classes.message}
      aria-label={m.messages.byAt(user.displayName, relative)}
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
          <Text fw={600} size="sm" truncate className={USER_TEXT_CLASS}>
            {user.displayName}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={message.createdAt}
            title={absolute}
            style={{ flexShrink: 0 }}
          >
            {relative}
          </Text>
          {pending && (
            <Text size="xs" c={pending === 'failed' ? 'red.4' : 'dimmed'} style={{ flexShrink: 0 }}>
              {m.messages[PENDING_TEXT[pending]]}
            </Text>
          )}
        </Group>
        {message.removed ? (
          <Text size="sm" c="gray.4" fs="italic">
            {m.admin.messageRemoved}
          </Text>
        ) : isPhotoMessage(message.photoUrl) ? (
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
      {message.userId !== selfId && !pending && !message.removed && <MessageMenu message={message} />}
    </Group>
  );
});
