import { ActionIcon, Menu } from '@mantine/core';
import { isPhotoMessage, type TMessage } from '@nahbar/contracts';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { useUserActions } from '../members/user-actions';
import { DANGER_ITEM_COLOR } from '../members/user-menu-items';

/** The start of a message as the report dialog quotes it; a photo is named by its file. */
function excerptOf(message: TMessage): string {
  const text = message.content.trim();
  if (text !== '') return text.slice(0, 280);
  return isPhotoMessage(message.photoUrl) ? `📷 ${message.photoFileName ?? ''}`.trim() : '';
}

/**
 * The menu of a message by someone else: report this message (issue 12: a member can report a
 * message or photo, not only a profile). It shows on hover or focus, and always on touch screens.
 */
export function MessageMenu({ message }: { message: TMessage }) {
  const m = useT();
  const { report } = useUserActions();
  if (!report) return null;
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.messageMenu}
          aria-label={m.safety.messageActions(message.user.displayName)}
        >
          <IconDots size={16} stroke={1.75} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          color={DANGER_ITEM_COLOR}
          leftSection={<IconFlag size={16} stroke={1.75} />}
          onClick={() => report(message.user, { messageId: message.id, excerpt: excerptOf(message) })}
        >
          {m.safety.reportMessage}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
