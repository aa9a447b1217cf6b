import { Alert, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/links';
import { useT } from '../../../i18n';
import type { SettingsPanelProps } from '../settings-panel-props';

/**
 * The location tab (accounts spec §2). The city has one field, the profile tab's (issue 32):
 * two fields for one value had members wonder which one counts. This tab shows the city, what
 * follows from it (whether distances to others can be shown), and leads to that field.
 */
export function LocationTab({ user }: SettingsPanelProps) {
  const m = useT();
  return (
    <Stack gap="md" maw={480}>
      <Text size="sm" c="dimmed">
        {m.places.privacyNote}
      </Text>
      {user.location && <Text fw={600}>{m.settings.locationCity(user.location)}</Text>}
      {user.locationKnown ? (
        <Text size="sm">{m.settings.locationDistancesShown}</Text>
      ) : (
        <Alert variant="light" color="yellow" icon={<IconMapPinOff size={18} aria-hidden />}>
          {m.location.distancesHidden}
        </Alert>
      )}
      <Text size="sm">{m.settings.locationSetInProfile}</Text>
      <ButtonLink
        to="/settings"
        search={{ tab: 'profile' }}
        variant="light"
        style={{ alignSelf: 'flex-start' }}
      >
        {m.settings.editCityInProfile}
      </ButtonLink>
    </Stack>
  );
}
