import { Badge, Box, Group, Indicator, Stack, Text, Title } from '@mantine/core';
import { resolvePhotoUrl, type TPublicProfile } from '@nahbar/contracts';
import { DistanceBadge, formatRelativeTime, USER_TEXT_CLASS, UserAvatar } from '@nahbar/ui';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n';
import { useMemberDistances } from '../places/use-member-distances';
import { usePresence } from '../presence/use-presence';
import { lastSeenOf, shownAge, shownText } from './profile-view';

/**
 * Who the member is (accounts spec §2): photo or initials with the online dot, name, badges,
 * handle, city with the distance, age and presence. Whatever privacy hides is simply absent.
 * Presence is live and the same as everywhere else (features/presence/use-presence.ts); while
 * one's own connection is down it says so instead of a stale "online".
 */
export function ProfileHeader({ profile }: { profile: TPublicProfile }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const { user } = profile;
  const location = shownText(user.location);
  const age = shownAge(user.age);
  const watched = useMemo(() => [user.id], [user.id]);
  const mark = usePresence(watched).markOf(user.id);
  const lastSeen = mark === 'offline' ? lastSeenOf(user) : null;
  const presenceText =
    mark === 'unknown' ? m.members.statusUnknown : mark === 'online' ? m.members.online : m.members.offline;
  // A hidden city hides the distance too (issue 12: showLocation), whatever the distance list says.
  const distances = useMemberDistances(profile.isSelf || !location ? [] : [user.id]);
  const distance = distances.get(user.id);
  const photoUrl = user.primaryPhoto?.photoUrl;

  return (
    <Group gap="lg" align="flex-start" wrap="nowrap">
      <Indicator
        color={mark === 'online' ? 'teal' : mark === 'offline' ? 'gray' : 'dark.3'}
        position="bottom-end"
        size={18}
        offset={10}
        withBorder
        data-online={mark === 'unknown' ? 'unknown' : mark === 'online'}
      >
        <UserAvatar
          name={user.displayName}
          gender={user.gender}
          photoUrl={photoUrl ? resolvePhotoUrl(photoUrl) : null}
          size={88}
          radius="100%"
          aria-hidden
        />
      </Indicator>
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" className={USER_TEXT_CLASS} style={{ overflowWrap: 'anywhere' }}>
            {user.displayName}
          </Title>
          {user.role === 'admin' && (
            <Badge color="orange" variant="light">
              {m.profile.adminBadge}
            </Badge>
          )}
          {!profile.isSelf && profile.friendshipStatus === 'friends' && (
            <Badge color="teal" variant="light" tt="none">
              {m.profile.friendsBadge}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" className={USER_TEXT_CLASS} style={{ overflowWrap: 'anywhere' }}>
          @{user.username}
        </Text>
        {location && (
          <Group gap={6} wrap="wrap">
            <IconMapPin size={16} stroke={1.75} aria-hidden />
            <Text size="sm" className={USER_TEXT_CLASS}>
              {location}
            </Text>
            {distance && <DistanceBadge {...distance} />}
          </Group>
        )}
        {age !== null && <Text size="sm">{m.profile.yearsOld(age)}</Text>}
        <Box>
          <Text size="sm" c={mark === 'online' ? 'teal.4' : 'dimmed'} span data-testid="profile-presence">
            {presenceText}
          </Text>
          {lastSeen && (
            <Text size="sm" c="dimmed" span>
              {' · '}
              {m.profile.lastSeen(
                formatRelativeTime(lastSeen, Date.now(), {
                  locale: intlLocale,
                  justNow: m.profile.lastSeenJustNow,
                }),
              )}
            </Text>
          )}
        </Box>
      </Stack>
    </Group>
  );
}
