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
  // Plain elements with the list's own classes, not Mantine's layout components: the list mounts
  // rows on every frame of a scroll, and each Mantine component costs a theme and style-props pass.
  return (
    <article
      className={classes.message}
      aria-label={m.messages.byAt(user.displayName, relative)}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      data-pending={(pending && pending !== 'failed') || undefined}
    >
      <UserAvatar
        name={user.displayName}
        gender={user.gender}
        photoUrl={user.primaryPhoto?.photoUrl}
        size={36}
      />
      <div className={classes.messageBody}>
        <div className={classes.messageMeta}>
          <p className={`${classes.messageSender} ${USER_TEXT_CLASS}`}>{user.displayName}</p>
          <time className={classes.messageAside} dateTime={message.createdAt} title={absolute}>
            {relative}
          </time>
          {pending && (
            <p className={classes.messageAside} data-failed={pending === 'failed' || undefined}>
              {m.messages[PENDING_TEXT[pending]]}
            </p>
          )}
        </div>
        {message.removed ? (
          <p className={classes.messageRemoved}>{m.admin.messageRemoved}</p>
        ) : isPhotoMessage(message.photoUrl) ? (
          <>
            {message.content && <MessageText content={message.content} selfUsername={selfUsername} />}
            {/* A new URL (the stored photo replacing the temporary one) starts loading afresh. */}
            <PhotoMessage
              key={message.photoUrl}
              photoUrl={message.photoUrl}
              fileName={message.photoFileName}
              senderId={message.userId}
            />
          </>
        ) : (
          <MessageText content={message.content} selfUsername={selfUsername} />
        )}
      </div>
      {message.userId !== selfId && !pending && !message.removed && <MessageMenu message={message} />}
    </article>
  );
});
