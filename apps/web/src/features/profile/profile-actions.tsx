import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TPublicProfile } from '@nahbar/contracts';
import { IconBan, IconMessageCircle, IconSettings } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import { useT } from '../../i18n';
import { offersMessage, profileActionsOf } from './profile-view';
import { useProfileActions } from './use-profile-actions';

const ICON = { size: 18, stroke: 1.75 } as const;

/** The profile's action row (accounts spec §2): see `profileActionsOf` for which one shows. */
export function ProfileActions({ profile }: { profile: TPublicProfile }) {
  const m = useT();
  const actions = useProfileActions(profile);
  const kind = profileActionsOf(profile);

  if (kind === 'self') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {m.profile.selfNote}
        </Text>
        <ButtonLink to="/settings" variant="light" leftSection={<IconSettings {...ICON} />}>
          {m.profile.editInSettings}
        </ButtonLink>
      </Stack>
    );
  }

  if (kind === 'blocked') {
    return (
      <Alert color="red" variant="light" icon={<IconBan {...ICON} />} role="status">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{m.social.youBlockedThisUser}</Text>
          <Button size="xs" variant="default" onClick={actions.unblock} loading={actions.unblocking}>
            {m.profile.unblock}
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Group gap="sm">
      {offersMessage(profile) && (
        <Button
          leftSection={<IconMessageCircle {...ICON} />}
          onClick={actions.sendMessage}
          loading={actions.startingChat}
          disabled={actions.blocking}
        >
          {m.members.sendMessage}
        </Button>
      )}
      {/* The label itself says 'Blocking...' while the call runs (accounts spec §2), so no spinner. */}
      <Button
        variant="outline"
        color="red"
        leftSection={<IconBan {...ICON} />}
        onClick={actions.block}
        disabled={actions.blocking || actions.startingChat}
      >
        {actions.blocking ? m.profile.blocking : m.profile.block}
      </Button>
    </Group>
  );
}
