import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLogout, IconSettings, IconShieldLock, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActionIconLink } from '../../components/links';

const ICON = { size: 20, stroke: 1.75 } as const;

interface HeaderActionsProps {
  isAdmin: boolean;
  membersOpen: boolean;
  onToggleMembers: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} openDelay={700}>
      {children}
    </Tooltip>
  );
}

/** The chat header's buttons (accounts spec §2): members, friends, settings, admin, logout. */
export function HeaderActions({
  isAdmin,
  membersOpen,
  onToggleMembers,
  onLogout,
  loggingOut,
}: HeaderActionsProps) {
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label="Account">
      <WithTooltip label="Toggle user list">
        <ActionIcon
          variant={membersOpen ? 'light' : 'subtle'}
          size="lg"
          aria-label="Toggle user list"
          aria-pressed={membersOpen}
          onClick={onToggleMembers}
        >
          <IconUsers {...ICON} />
        </ActionIcon>
      </WithTooltip>
      <WithTooltip label="Friends">
        <ActionIconLink to="/friends" variant="subtle" size="lg" aria-label="Friends">
          <IconUsersGroup {...ICON} />
        </ActionIconLink>
      </WithTooltip>
      <WithTooltip label="Settings">
        <ActionIconLink to="/settings" variant="subtle" size="lg" aria-label="Settings">
          <IconSettings {...ICON} />
        </ActionIconLink>
      </WithTooltip>
      {isAdmin && (
        <WithTooltip label="Admin">
          <ActionIconLink to="/admin" variant="subtle" size="lg" aria-label="Admin">
            <IconShieldLock {...ICON} />
          </ActionIconLink>
        </WithTooltip>
      )}
      <WithTooltip label="Log out">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Log out"
          onClick={onLogout}
          loading={loggingOut}
        >
          <IconLogout {...ICON} />
        </ActionIcon>
      </WithTooltip>
    </Group>
  );
}
