import { Menu } from '@mantine/core';
import type { TPublicUser } from '@nahbar/contracts';
import { IconFlag, IconMessageCircle, IconUser, IconUserOff } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useChat } from '../state/chat-context';
import { useUserActions } from './user-actions';

const ICON = { size: 16, stroke: 1.75 } as const;

/**
 * The user action menu (chat spec §2): for oneself only 'View My Profile'; for others Send
 * Message, View Profile, Block User and Report User.
 */
export function UserMenuItems({ member, onDone }: { member: TPublicUser; onDone?: () => void }) {
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
        View My Profile
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
        Send Message
      </Menu.Item>
      <Menu.Item leftSection={<IconUser {...ICON} />} onClick={viewProfile}>
        View Profile
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        leftSection={<IconUserOff {...ICON} />}
        color="red"
        disabled={!block}
        onClick={() => block?.(member)}
      >
        Block User
      </Menu.Item>
      <Menu.Item
        leftSection={<IconFlag {...ICON} />}
        color="red"
        disabled={!report}
        onClick={() => report?.(member)}
      >
        Report User
      </Menu.Item>
    </>
  );
}
