import { Box, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import type { TDistanceRecord, TPublicUser } from '@nahbar/contracts';
import { DistanceBadge, UserAvatar } from '@nahbar/ui';
import classes from '../chat.module.css';
import { UserMenuItems } from './user-menu-items';

interface MemberRowProps {
  member: TPublicUser;
  online: boolean;
  isSelf: boolean;
  distance?: TDistanceRecord;
  onDone?: () => void;
}

/** A member of the panel: avatar with presence, names, distance; opens the user menu. */
export function MemberRow({ member, online, isSelf, distance, onDone }: MemberRowProps) {
  return (
    <Menu position="left-start" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <UnstyledButton
          w="100%"
          px="xs"
          py={6}
          className={classes.hoverable}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          aria-label={`${member.displayName}${isSelf ? ' (you)' : ''}, ${online ? 'online' : 'offline'}`}
        >
          <Group gap="sm" wrap="nowrap">
            <Indicator color={online ? 'teal' : 'gray'} position="bottom-end" size={10} offset={4} withBorder>
              <UserAvatar
                name={member.displayName}
                gender={member.gender}
                photoUrl={member.primaryPhoto?.photoUrl}
                size={32}
                style={{ opacity: online ? 1 : 0.6 }}
              />
            </Indicator>
            <Box miw={0} style={{ flex: 1 }}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={500} truncate c={online ? undefined : 'dimmed'}>
                  {member.displayName}
                </Text>
                {isSelf && (
                  <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    (you)
                  </Text>
                )}
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  @{member.username}
                </Text>
                {!isSelf && distance && <DistanceBadge {...distance} size="xs" style={{ flexShrink: 0 }} />}
              </Group>
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <UserMenuItems member={member} onDone={onDone} />
      </Menu.Dropdown>
    </Menu>
  );
}
