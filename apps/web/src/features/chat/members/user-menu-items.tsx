import type { TPublicUser } from '@nahbar/contracts';
import type { FloatingParts } from '@nahbar/ui';
import { IconFlag, IconMessageCircle, IconUser, IconUserOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../../i18n';
import { useChat } from '../provider/chat-context';
import { useUserActions } from './user-actions';

const ICON = { size: 16, stroke: 1.75 } as const;
/** Red 4, not Mantine's red 6: 4.5:1 on the dark menu (red 6 reaches 4.1). */
export const DANGER_ITEM_COLOR = 'red.4';

/**
 * The user action menu (chat spec §2): for oneself only 'View My Profile'; for others Send
 * Message, View Profile, Block User and Report User.
 */
export function UserMenuItems({
  member,
  onDone,
  Menu,
}: {
  member: TPublicUser;
  onDone?: () => void;
  Menu: FloatingParts['Menu'];
}) {
  const m = useT();
  const { user, startPrivateChat } = useChat();
  const { block, report } = useUserActions();
  const navigate = useNavigate();
  const viewProfile = () => {
    onDone?.();
    void navigate({ to: '/profile/$userId', params: { userId: member.id } });
  };

  if (member.id === user.id) {
    return (
      <Menu.Item leftSection={<IconUser {...ICON} />} onClick={viewProfile}>
        {m.chat.viewMyProfile}
      </Menu.Item>
    );
  }
  return (
    <>
      <Menu.Label>{member.displayName}</Menu.Label>
      <Menu.Item
        leftSection={<IconMessageCircle {...ICON} />}
        onClick={() => {
          onDone?.();
          startPrivateChat(member);
        }}
      >
        {m.members.sendMessage}
      </Menu.Item>
      <Menu.Item leftSection={<IconUser {...ICON} />} onClick={viewProfile}>
        {m.members.viewProfile}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconUserOff {...ICON} />}
        color={DANGER_ITEM_COLOR}
        disabled={!block}
        onClick={() => block?.(member)}
      >
        {m.members.blockUser}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconFlag {...ICON} />}
        color={DANGER_ITEM_COLOR}
        disabled={!report}
        onClick={() => report?.(member)}
      >
        {m.members.reportUser}
      </Menu.Item>
    </>
  );
}
