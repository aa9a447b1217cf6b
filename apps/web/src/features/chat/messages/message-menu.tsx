import { ActionIcon } from '@mantine/core';
import { isPhotoMessage, type TMessage } from '@nahbar/contracts';
import { LazyMenu } from '@nahbar/ui';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { useUserActions } from '../members/user-actions';
import { DANGER_ITEM_COLOR } from '../members/user-menu-items';
import { prefetchMessageExtras, useMessageExtras } from '../message-actions/extras';

/** The start of a message as the report dialog quotes it; a photo is named by its file. */
function excerptOf(message: TMessage): string {
  const text = message.content.trim();
  if (text !== '') return text.slice(0, 280);
  return isPhotoMessage(message.photoUrl) ? `📷 ${message.photoFileName ?? ''}`.trim() : '';
}

/**
 * The menu of a message: quick reactions, reply, and for one's own message edit and delete
 * (message-actions/, loaded after the first screen); for someone else's, report this message
 * (issue 12: a member can report a message or photo, not only a profile). It shows on hover or
 * focus, and always on touch screens.
 *
 * Until it is first used the row has only its button (LazyMenu): a long list mounts rows on every
 * frame of a scroll, and a menu per row (its floating position, focus trap and transitions) cost
 * more than the rest of the row (main-thread CPU per frame, scrolling 1,000 messages: 4.9 ms with
 * a menu in each row by others, 4.3 ms without).
 */
export function MessageMenu({ message, selfId, now }: { message: TMessage; selfId: string; now: number }) {
  const m = useT();
  const { report } = useUserActions();
  const extras = useMessageExtras();
  const [deleting, setDeleting] = useState(false);
  const own = message.userId === selfId;
  const reportable = !own && report;
  if (!reportable && !extras) return null;
  return (
    <>
      <LazyMenu
        position="bottom-end"
        shadow="md"
        withinPortal
        target={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.messageMenu}
            aria-label={m.safety.messageActions(message.user.displayName)}
            onPointerEnter={prefetchMessageExtras}
          >
            <IconDots size={16} stroke={1.75} />
          </ActionIcon>
        }
      >
        {(Menu) => (
          <>
            {extras && (
              <extras.MessageActionItems
                Menu={Menu}
                message={message}
                selfId={selfId}
                now={now}
                onDelete={() => setDeleting(true)}
              />
            )}
            {reportable && (
              <Menu.Item
                color={DANGER_ITEM_COLOR}
                leftSection={<IconFlag size={16} stroke={1.75} />}
                onClick={() => report(message.user, { messageId: message.id, excerpt: excerptOf(message) })}
              >
                {m.safety.reportMessage}
              </Menu.Item>
            )}
          </>
        )}
      </LazyMenu>
      {deleting && extras && <extras.DeleteDialog message={message} onClose={() => setDeleting(false)} />}
    </>
  );
}
