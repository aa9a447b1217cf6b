import { ActionIcon, Autocomplete, Group, Loader, Text, Tooltip } from '@mantine/core';
import { CITY_SUGGEST_LIMIT, type TCity, TEXT } from '@nahbar/contracts';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { lookupFailedToast, validationToast } from './location-toasts';
import { useCitySuggestions } from './use-city-suggestions';
import { showLocationToast, useLocateMe } from './use-locate-me';

export interface CityFieldProps {
  value: string;
  onChange: (city: string, coords?: { latitude: number; longitude: number }) => void;
  error?: string;
  onLocatingChange?: (locating: boolean) => void;
  label?: string;
}

const coordsOf = (city: Pick<TCity, 'latitude' | 'longitude'>) => ({
  latitude: city.latitude,
  longitude: city.longitude,
});

/**
 * The city input of the registration form and the location tab (accounts spec §2, §5):
 * free text with suggestions, checked when left, and a 'use my location' control.
 * Coordinates reach the parent only for a recognised town; typing clears them.
 */
export function CityField({ value, onChange, error, onLocatingChange, label = 'City' }: CityFieldProps) {
  const utils = trpc.useUtils();
  const { suggestions, update } = useCitySuggestions();
  // The text whose coordinates are known (picked, located or checked, or the saved city the
  // field opened with): leaving the field does not check it again.
  const resolvedText = useRef<string | null>(value === '' ? null : value);
  // Mantine reports a picked option as a change of text too; that one must keep the coordinates.
  const pickedText = useRef<string | null>(null);

  const resolve = (city: string, coords: { latitude: number; longitude: number }) => {
    resolvedText.current = city;
    onChange(city, coords);
  };
  const { locating, locate } = useLocateMe((city) => resolve(city.name, coordsOf(city)), onLocatingChange);

  const type = (text: string) => {
    if (pickedText.current === text) {
      pickedText.current = null;
      return;
    }
    pickedText.current = null;
    resolvedText.current = null;
    onChange(text);
    update(text);
  };

  const pick = (key: string) => {
    const city = suggestions[Number(key)];
    if (!city) return;
    pickedText.current = city.name;
    resolve(city.name, coordsOf(city));
  };

  // Free text is allowed, then checked (accounts spec §5): the answer is a toast.
  const check = async () => {
    const text = value.trim();
    if (text === '' || resolvedText.current === value || locating) return;
    try {
      const result = await utils.client.places.validate.query({ city: text });
      showLocationToast(validationToast(result));
      if (result.isValid && result.suggestion && result.latitude !== null && result.longitude !== null) {
        resolve(result.suggestion, { latitude: result.latitude, longitude: result.longitude });
      } else {
        resolvedText.current = value;
      }
    } catch {
      showLocationToast(lookupFailedToast());
    }
  };

  return (
    <Autocomplete
      label={label}
      name="location"
      autoComplete="address-level2"
      placeholder={TEXT.places.cityPlaceholder}
      value={value}
      onChange={type}
      onOptionSubmit={pick}
      onBlur={() => void check()}
      error={error}
      data={suggestions.map((city, index) => ({ value: String(index), label: city.name }))}
      // The server ranks and folds umlauts ('muenchen' → München); filtering again here would drop those.
      filter={({ options }) => options}
      limit={CITY_SUGGEST_LIMIT}
      renderOption={({ option }) => {
        const city = suggestions[Number(option.value)];
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{city?.name}</Text>
            <Text size="xs" c="dimmed">
              {city ? `${city.adminArea}, ${city.countryCode}` : ''}
            </Text>
          </Group>
        );
      }}
      rightSection={
        <Tooltip label={TEXT.places.useMyLocation}>
          <ActionIcon
            variant="subtle"
            aria-label={locating ? TEXT.places.locating : TEXT.places.useMyLocation}
            // Keep the focus in the input, so that leaving it does not start a check as well.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void locate()}
            disabled={locating}
          >
            {locating ? <Loader size={14} /> : <IconCurrentLocation size={18} />}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
