import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { CityField } from './city-field';

export interface LocationSettingsProps {
  /** The member's saved city. */
  location: string;
}

/**
 * The settings' location tab (accounts spec §2): the city field, saved on request. Save is
 * enabled only once the city has changed (accounts spec §2, "Save behaviour").
 */
export function LocationSettings({ location }: LocationSettingsProps) {
  const m = useT();
  const utils = trpc.useUtils();
  const [city, setCity] = useState(location);
  const [coords, setCoords] = useState<{ latitude: number; longitude: number } | undefined>();
  const [locating, setLocating] = useState(false);
  const save = trpc.places.updateLocation.useMutation({
    onSuccess: async (saved) => {
      notifications.show({ title: m.places.locationUpdated, message: saved.location, color: 'teal' });
      await utils.auth.me.invalidate();
      await utils.places.usersWithDistance.invalidate();
    },
    onError: (error) =>
      notifications.show({
        title: m.places.updateFailed,
        message: serverErrorText(m, error) ?? m.places.updateFailedDetail,
        color: 'red',
      }),
  });

  const changed = city.trim() !== location.trim();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || city.trim() === '') return;
    save.mutate({ location: city, latitude: coords?.latitude ?? null, longitude: coords?.longitude ?? null });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Text size="sm" c="dimmed">
          {m.places.privacyNote}
        </Text>
        <CityField
          value={city}
          onChange={(next, nextCoords) => {
            setCity(next);
            setCoords(nextCoords);
          }}
          onLocatingChange={setLocating}
          error={city.trim() === '' ? m.auth.cityRequired : undefined}
        />
        <Button type="submit" disabled={!changed || city.trim() === '' || locating} loading={save.isPending}>
          {m.places.saveLocation}
        </Button>
      </Stack>
    </form>
  );
}
