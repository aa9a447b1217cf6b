import { ActionIcon, Box, Group } from '@mantine/core';
import { LazyTooltip } from '@nahbar/ui';
import { IconLogout, IconSettings, IconShieldLock, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { ActionIconLink } from '../../components/links';
import { LanguageMenu, useT } from '../../i18n';
import { NotificationBell } from '../notifications/notification-bell';
import { HeaderMoreMenu } from './header-more-menu';

const ICON = { size: 20, stroke: 1.75 } as const;

interface HeaderActionsProps {
  isAdmin: boolean;
  membersOpen: boolean;
  onToggleMembers: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** The open room or chat: on phones its notification level is set from 'More'. */
  levelRoomId: string | null;
  /** Asks to leave the open room, where the member can. */
  onLeave?: (() => void) | undefined;
}

function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <LazyTooltip label={label} openDelay={700}>
      {children}
    </LazyTooltip>
  );
}

/**
 * The chat header's buttons (accounts spec §2): members, friends, settings, the notification
 * bell, the language, admin, logout. Below 768 px friends, settings, the language, admin and
 * logout share the 'More' menu.
 */
export function HeaderActions({
  isAdmin,
  membersOpen,
  onToggleMembers,
  onLogout,
  loggingOut,
  levelRoomId,
  onLeave,
}: HeaderActionsProps) {
  const m = useT();
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={m.shell.account}>
      <WithTooltip label={m.shell.toggleUserList}>
        <ActionIcon
          variant={membersOpen ? 'light' : 'subtle'}
          size="lg"
          aria-label={m.shell.toggleUserList}
          aria-pressed={membersOpen}
          onClick={onToggleMembers}
        >
          <IconUsers {...ICON} />
        </ActionIcon>
      </WithTooltip>
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        <WithTooltip label={m.shell.friends}>
          <ActionIconLink to="/friends" variant="subtle" size="lg" aria-label={m.shell.friends}>
            <IconUsersGroup {...ICON} />
          </ActionIconLink>
        </WithTooltip>
        <WithTooltip label={m.shell.settings}>
          <ActionIconLink to="/settings" variant="subtle" size="lg" aria-label={m.shell.settings}>
            <IconSettings {...ICON} />
          </ActionIconLink>
        </WithTooltip>
      </Group>
      <NotificationBell />
      {/* On phones the language is chosen in the 'More' menu: the bell takes its place. */}
      <Box visibleFrom="sm">
        <LanguageMenu />
      </Box>
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        {isAdmin && (
          <WithTooltip label={m.shell.admin}>
            <ActionIconLink to="/admin" variant="subtle" size="lg" aria-label={m.shell.admin}>
              <IconShieldLock {...ICON} />
            </ActionIconLink>
          </WithTooltip>
        )}
        <WithTooltip label={m.shell.logOut}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={m.shell.logOut}
            onClick={onLogout}
            loading={loggingOut}
          >
            <IconLogout {...ICON} />
          </ActionIcon>
        </WithTooltip>
      </Group>
      <Box hiddenFrom="sm">
        <HeaderMoreMenu
          isAdmin={isAdmin}
          onLogout={onLogout}
          loggingOut={loggingOut}
          levelRoomId={levelRoomId}
          onLeave={onLeave}
        />
      </Box>
    </Group>
  );
}
