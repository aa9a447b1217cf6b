import { isPhotoMessage, type TMessage } from '@nahbar/contracts';
import { USER_TEXT_CLASS, UserAvatar } from '@nahbar/ui';
import { type KeyboardEvent, memo } from 'react';
import { useLocale, useT } from '../../../i18n';
import classes from '../chat.module.css';
import { setComposeTarget } from '../message-actions/compose-target';
import { useMessageExtras } from '../message-actions/extras';
import type { PendingState } from '../outbox/temp-message';
import { MessageMenu } from './message-menu';
import { MessageText } from './message-text';
import { absoluteTime, messageTime } from './message-time';
import { PhotoMessage } from './photo-message';

const PENDING_TEXT = { sending: 'sending', queued: 'queued', failed: 'notSent' } as const satisfies Record<
  PendingState,
  string
>;

interface MessageItemProps {
  message: TMessage;
  selfUsername: string;
  /** Whose messages get edit and delete, whose report. */
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
  const extras = useMessageExtras();
  // R answers the message in focus (its menu button, a reaction or its quote).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'r' || event.ctrlKey || event.metaKey || event.altKey || pending || message.removed)
      return;
    if ((event.target as HTMLElement).closest('input, textarea, [contenteditable="true"]')) return;
    event.preventDefault();
    setComposeTarget({ kind: 'reply', message });
    document.querySelector<HTMLElement>('[data-composer-input]')?.focus();
  };
  // Plain elements with the list's own classes, not Mantine's layout components: the list mounts
  // rows on every frame of a scroll, and each Mantine component costs a theme and style-props pass.
  return (
    <article
      className={classes.message}
      aria-label={m.messages.byAt(user.displayName, relative)}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      data-pending={(pending && pending !== 'failed') || undefined}
      onKeyDown={onKeyDown}
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
          {message.editedAt && !message.removed && (
            <p
              className={classes.messageAside}
              title={m.messages.editedAt(absoluteTime(message.editedAt, intlLocale))}
            >
              ({m.messages.edited})
            </p>
          )}
          {pending && (
            <p className={classes.messageAside} data-failed={pending === 'failed' || undefined}>
              {m.messages[PENDING_TEXT[pending]]}
            </p>
          )}
        </div>
        {extras && message.replyTo && !message.removed && (
          <extras.ReplyQuote quote={message.replyTo} roomId={message.roomId} />
        )}
        {message.removed ? (
          <p className={classes.messageRemoved}>
            {message.removedBySender ? m.messages.deletedBySender : m.admin.messageRemoved}
          </p>
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
        {extras && !pending && <extras.LinkPreviewCard message={message} selfId={selfId} />}
        {extras && !pending && <extras.Reactions message={message} selfId={selfId} />}
      </div>
      {!pending && !message.removed && <MessageMenu message={message} selfId={selfId} now={now} />}
    </article>
  );
});
