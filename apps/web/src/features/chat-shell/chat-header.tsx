import { Box, Burger, Group, Text } from '@mantine/core';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { memo, type Ref, useCallback, useState } from 'react';
import { LazyDialog } from '../../components/lazy-dialog';
import { useT } from '../../i18n';
import { InviteButton } from '../chat/invite/invite-button';
import type { LeavingRoom } from '../chat/leave-room/leave-room-dialog';
import { RoomLevelMenu } from '../chat/notification-level/room-level-menu';
import type { PresenceMark } from '../presence/presence-rules';
import classes from './chat-header.module.css';
import { ConnectionIndicator } from './connection-indicator';
import type { ConnectionStatus } from './connection-status';
import { HeaderActions } from './header-actions';

const loadLeaveRoomDialog = () =>
  import('../chat/leave-room/leave-room-dialog').then((module) => module.LeaveRoomDialog);

interface ChatHeaderProps {
  roomName: string | null;
  /** The open room's description as shown (the catalogue's for a seeded room); null for none. */
  roomDescription?: string | null;
  /** The open room or chat, whose notification level the header sets; null when none is open. */
  levelRoomId: string | null;
  /** In a private chat: whether the other member is online anywhere; undefined elsewhere. */
  otherOnline?: PresenceMark;
  /** The room its creator may invite to (a named private room); null elsewhere. */
  inviteTo: { roomId: string; roomName: string } | null;
  /** The open room the member may leave, and what leaving does; null elsewhere (a private chat). */
  leaveFrom: LeavingRoom | null;
  status: ConnectionStatus;
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
  isAdmin: boolean;
  membersOpen: boolean;
  onToggleMembers: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The bar above the messages: menu (mobile), room name with the state of one's own connection,
 * under the name the room's description (or, in a private chat, whether the other member is
 * online), the invite button of a private room's
 * creator, the room's menu (notifications, leaving) and the actions. Memoised: the chat screen re-renders on every change of its state
 * (presence, the feed, the lists), and the header depends on few of them.
 */
export const ChatHeader = memo(function ChatHeader({
  roomName,
  roomDescription,
  levelRoomId,
  otherOnline,
  inviteTo,
  leaveFrom,
  status,
  menuOpen,
  onToggleMenu,
  menuButtonRef,
  ...actions
}: ChatHeaderProps) {
  const m = useT();
  const [leaving, setLeaving] = useState(false);
  const askLeave = useCallback(() => setLeaving(true), []);
  const stay = useCallback(() => setLeaving(false), []);
  const onLeave = leaveFrom ? askLeave : undefined;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          ref={menuButtonRef}
          hiddenFrom="sm"
          size="sm"
          opened={menuOpen}
          onClick={onToggleMenu}
          aria-label={menuOpen ? m.shell.closeMenu : m.shell.openMenu}
          aria-expanded={menuOpen}
        />
        <Box miw={0}>
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Text
              component="h1"
              fw={600}
              fz={{ base: 'md', sm: 'lg' }}
              lh={1.3}
              truncate
              m={0}
              className={USER_TEXT_CLASS}
            >
              {roomName ?? m.chat.selectRoom}
            </Text>
            <ConnectionIndicator status={status} />
          </Group>
          {otherOnline !== undefined && (
            <Text
              size="xs"
              c={otherOnline === 'online' ? 'teal.4' : 'dimmed'}
              lh={1.3}
              truncate
              data-testid="other-presence"
            >
              {otherOnline === 'online'
                ? m.shell.onlineNow
                : otherOnline === 'offline'
                  ? m.shell.notOnline
                  : m.members.statusUnknown}
            </Text>
          )}
          {otherOnline === undefined && roomDescription && (
            <Text
              size="xs"
              c="dimmed"
              lh={1.3}
              truncate
              title={roomDescription}
              className={`${classes.description} ${USER_TEXT_CLASS}`}
              data-testid="room-description"
            >
              {roomDescription}
            </Text>
          )}
        </Box>
        {levelRoomId && (
          <Box visibleFrom="sm">
            <RoomLevelMenu roomId={levelRoomId} onLeave={onLeave} />
          </Box>
        )}
        {inviteTo && <InviteButton roomId={inviteTo.roomId} roomName={inviteTo.roomName} />}
      </Group>
      <HeaderActions {...actions} levelRoomId={levelRoomId} onLeave={onLeave} />
      <LazyDialog load={loadLeaveRoomDialog} opened={leaving && leaveFrom !== null} onClose={stay}>
        {(LeaveRoomDialog, shown) => <LeaveRoomDialog room={shown ? leaveFrom : null} onClose={stay} />}
      </LazyDialog>
    </Group>
  );
});
