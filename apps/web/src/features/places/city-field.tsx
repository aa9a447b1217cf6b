import { ActionIcon, Anchor, Autocomplete, Group, Loader, Text, Tooltip } from '@mantine/core';
import { CITY_SUGGEST_LIMIT, type TCity } from '@nahbar/contracts';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { lookupFailedToast, validationToast } from './location-toasts';
import { useCitySuggestions } from './use-city-suggestions';
import { showLocationToast, useLocateMe, useToastText } from './use-locate-me';

interface CityFieldProps {
  value: string;
  onChange: (city: string, coords?: { latitude: number; longitude: number }) => void;
  error?: string;
  onLocatingChange?: (locating: boolean) => void;
  /** Defaults to 'City'. */
  label?: string;
  /**
   * The value the field opens with is a saved city the app could not place: it says so, and
   * what that means, until the member changes it.
   */
  savedCityUnknown?: boolean;
}

const coordsOf = (city: Pick<TCity, 'latitude' | 'longitude'>) => ({
  latitude: city.latitude,
  longitude: city.longitude,
});

/**
 * The city input of the registration form and the location tab (accounts spec §2, §5):
 * free text with suggestions, checked when left, and a 'use my location' control.
 * Coordinates reach the parent only for a recognised town; typing clears them. A town the
 * check did not know stays allowed; the field says so, offers the spelling it suggests, and
 * tells that no distances show until a known city is set.
 */
export function CityField({
  value,
  onChange,
  error,
  onLocatingChange,
  label,
  savedCityUnknown = false,
}: CityFieldProps) {
  const utils = trpc.useUtils();
  const text = useToastText();
  const { m } = text;
  const inputRef = useRef<HTMLInputElement>(null);
  // The last check's verdict on free text: not found, with the spelling it suggests if any.
  const [notFound, setNotFound] = useState<{ suggestion: string | null } | null>(
    savedCityUnknown ? { suggestion: null } : null,
  );
  const { suggestions, update } = useCitySuggestions();
  // The text whose coordinates are known (picked, located or checked, or the saved city the
  // field opened with): leaving the field does not check it again.
  const resolvedText = useRef<string | null>(value === '' ? null : value);
  // Mantine reports a picked option as a change of text too; that one must keep the coordinates.
  const pickedText = useRef<string | null>(null);

  const resolve = (city: string, coords: { latitude: number; longitude: number }) => {
    resolvedText.current = city;
    setNotFound(null);
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
    setNotFound(null);
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
  const check = async (typed: string = value) => {
    const city = typed.trim();
    if (city === '' || resolvedText.current === typed || locating) return;
    try {
      const result = await utils.client.places.validate.query({ city });
      showLocationToast(validationToast(text, result));
      if (result.isValid && result.suggestion && result.latitude !== null && result.longitude !== null) {
        resolve(result.suggestion, { latitude: result.latitude, longitude: result.longitude });
      } else {
        resolvedText.current = typed;
        if (!result.isValid) setNotFound({ suggestion: result.suggestion });
      }
    } catch {
      showLocationToast(lookupFailedToast(text));
    }
  };

  // 'Did you mean München?': takes the spelling and checks it, which brings its coordinates.
  const accept = (suggestion: string) => {
    resolvedText.current = null;
    setNotFound(null);
    onChange(suggestion);
    update(suggestion);
    inputRef.current?.focus();
    void check(suggestion);
  };

  const suggested = notFound?.suggestion ?? null;
  const description = notFound && (
    <>
      {`${m.location.cityNotFound}. `}
      {suggested !== null && (
        <>
          <Anchor component="button" type="button" size="xs" onClick={() => accept(suggested)}>
            {m.places.didYouMean(suggested)}
          </Anchor>{' '}
        </>
      )}
      {m.location.distancesHidden}
    </>
  );

  return (
    <Autocomplete
      ref={inputRef}
      label={label ?? m.places.cityLabel}
      name="location"
      autoComplete="address-level2"
      placeholder={m.places.cityPlaceholder}
      value={value}
      onChange={type}
      onOptionSubmit={pick}
      onBlur={() => void check()}
      error={error}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={suggestions.map((city, index) => ({ value: String(index), label: city.name }))}
      // The server ranks and folds umlauts ('muenchen' → München); filtering again here would drop those.
      filter={({ options }) => options}
      limit={CITY_SUGGEST_LIMIT}
      // All suggestions show at once: a scrolling list could not be scrolled by keyboard, as focus
      // stays in the input while the arrow keys move through the options.
      withScrollArea={false}
      renderOption={({ option }) => {
        const city = suggestions[Number(option.value)];
        return (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{city?.name}</Text>
            {/* Lighter than the name but in its colour, so it stays readable on the highlight. */}
            <Text size="xs" c="inherit" opacity={0.8}>
              {city ? `${city.adminArea}, ${city.countryCode}` : ''}
            </Text>
          </Group>
        );
      }}
      rightSection={
        <Tooltip label={m.places.useMyLocation}>
          <ActionIcon
            variant="subtle"
            aria-label={locating ? m.places.locating : m.places.useMyLocation}
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
