import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPublicProfile } from '@nahbar/contracts';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { useRelationsLive } from '../friends/use-relations-live';
import { ProfileActions } from './profile-actions';
import { ProfileHeader } from './profile-header';
import { ProfileNotFound } from './profile-not-found';
import { ProfilePhotos } from './profile-photos';
import { isProfileMissing, shownText } from './profile-view';

/** A slow fallback: blocks and friendships change the page live through their own invalidation. */
const REFETCH_MS = 60_000;

/** The public profile page `/profile/$userId` (accounts spec §2). */
export function ProfilePage({ userId }: { userId: string }) {
  const m = useT();
  // A block or friendship changed by either side reloads the page (`relations_changed`).
  useRelationsLive();
  // Fresh on every visit: what the page may show depends on settings that change elsewhere.
  const query = trpc.profiles.get.useQuery(
    { userId },
    { refetchOnMount: 'always', refetchInterval: REFETCH_MS },
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text>{m.profile.loading}</Text>
      </Group>
    );
  } else if (query.isError) {
    body = isProfileMissing(query.error) ? (
      <ProfileNotFound />
    ) : (
      <Stack align="center" gap="sm" py="xl" role="alert">
        <Text>{m.profile.loadFailed}</Text>
        <Button variant="light" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {m.profile.retry}
        </Button>
      </Stack>
    );
  } else {
    body = <ProfileView profile={query.data} />;
  }
  return <PageFrame title={m.pages.profile}>{body}</PageFrame>;
}

function ProfileView({ profile }: { profile: TPublicProfile }) {
  const m = useT();
  const bio = shownText(profile.user.bio);
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <ProfileHeader profile={profile} />
          <ProfileActions profile={profile} />
        </Stack>
      </Paper>
      {bio && (
        <Box component="section" aria-labelledby="profile-about-title">
          <Title order={3} size="h4" mb="xs" id="profile-about-title">
            {m.profile.about}
          </Title>
          {/* Line breaks as the member wrote them (accounts spec §2). */}
          <Text className={USER_TEXT_CLASS} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {bio}
          </Text>
        </Box>
      )}
      <ProfilePhotos name={profile.user.displayName} photos={profile.photos} />
    </Stack>
  );
}
