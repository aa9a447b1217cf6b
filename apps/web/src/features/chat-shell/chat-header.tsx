import { Burger, Group, Text } from '@mantine/core';
import { TEXT } from '@nahbar/contracts';
import { ConnectionDot } from './connection-dot';
import type { ConnectionStatus } from './connection-status';
import { HeaderActions } from './header-actions';

interface ChatHeaderProps {
  roomName: string | null;
  status: ConnectionStatus;
  menuOpen: boolean;
  onToggleMenu: () => void;
  isAdmin: boolean;
  membersOpen: boolean;
  onToggleMembers: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The bar above the messages: menu (mobile), room name, connection dot and the actions. */
export function ChatHeader({ roomName, status, menuOpen, onToggleMenu, ...actions }: ChatHeaderProps) {
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={menuOpen}
          onClick={onToggleMenu}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
        />
        <Text component="h1" fw={600} fz={{ base: 'md', sm: 'lg' }} truncate m={0}>
          {roomName ?? TEXT.chat.selectRoom}
        </Text>
        <ConnectionDot status={status} />
      </Group>
      <HeaderActions {...actions} />
    </Group>
  );
}
