import { Box, Group, Text } from '@mantine/core';
import type { TSessionUser } from '@nahbar/contracts';
import { UserAvatar } from '@nahbar/ui';
import { UnstyledLink } from '../../components/links';

/** The signed-in user's card at the top of the sidebar; it leads to their own profile. */
export function SidebarUserCard({ user, onNavigate }: { user: TSessionUser; onNavigate?: () => void }) {
  return (
    <UnstyledLink
      to="/profile/$userId"
      params={{ userId: user.id }}
      onClick={onNavigate}
      aria-label={`Your profile: ${user.displayName}`}
      p="sm"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-6)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <UserAvatar
          name={user.displayName}
          gender={user.gender}
          photoUrl={user.primaryPhoto?.photoUrl}
          size={40}
        />
        <Box miw={0}>
          <Text fw={600} truncate>
            {user.displayName}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            @{user.username}
          </Text>
        </Box>
      </Group>
    </UnstyledLink>
  );
}
