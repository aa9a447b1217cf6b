import type { TCity } from '@nahbar/contracts';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../toasts';
import { GeolocationFailure, getDevicePosition } from './geolocation';
import { type LocationToast, lookupFailedToast, nearestCityToast, type ToastText } from './location-toasts';

export function showLocationToast(toast: LocationToast): void {
  // The form's feedback (registration, settings): it stays with the screen it was asked on.
  showToast({ ...toast, key: 'locate-me', screenOnly: true });
}

/** The catalogue and `Intl` tag the location toasts are worded with. */
export function useToastText(): ToastText {
  return { m: useT(), intlLocale: useLocale().intlLocale };
}

/**
 * 'Use my location': the device position, named as the DACH town it lies in. The position
 * itself goes no further than that look-up; the field keeps the town and the town's centre.
 */
export function useLocateMe(onFound: (city: TCity) => void, onLocatingChange?: (locating: boolean) => void) {
  const utils = trpc.useUtils();
  const text = useToastText();
  const [locating, setLocating] = useState(false);

  const change = (value: boolean) => {
    setLocating(value);
    onLocatingChange?.(value);
  };

  const locate = async () => {
    if (locating) return;
    change(true);
    try {
      const position = await getDevicePosition();
      const city = await utils.client.places.nearest.query(position);
      showLocationToast(nearestCityToast(text, city));
      if (city) onFound(city);
    } catch (error) {
      showLocationToast(
        lookupFailedToast(text, error instanceof GeolocationFailure ? error.reason : undefined),
      );
    } finally {
      change(false);
    }
  };

  return { locating, locate };
}
