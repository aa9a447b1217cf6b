import type { Messages } from '@nahbar/contracts';

/**
 * Distance display rules (chat spec §9): 'Very close' under 0.1 km, metres under 1 km,
 * one decimal under 10 km, whole km above, thousands ('1.2k km') from 1000 km; driving adds
 * hours and minutes; straight-line carries an approximate mark. Figures follow the language
 * ('1,5 km' in German).
 */
type DistanceMode = 'driving' | 'straight_line';

export interface DistanceFigures {
  /** Kilometres; null when unknown or hidden. */
  distance: number | null;
  /** Driving minutes. */
  duration?: number | null;
  distanceMode?: DistanceMode | null;
}

type DistanceColor = 'green' | 'blue' | 'orange' | 'red';

/** The language a figure is written in: the `Intl` tag and the catalogue's distance words. */
export interface DistanceWords {
  locale: string;
  places: Messages['places'];
}

/** Marks a straight-line figure as approximate. */
const APPROXIMATE_MARK = '~';

function figure(value: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** True when a distance reads as 'Very close', which needs neither mark nor time. */
function isVeryClose(km: number): boolean {
  return km < 0.1;
}

export function formatKm(km: number, words: DistanceWords): string {
  const { locale, places } = words;
  if (isVeryClose(km)) return places.veryClose;
  if (km < 1) return `${figure(Math.round(km * 1000), locale, 0)} m`;
  // Decide on the rounded figure, so 9.96 km reads '10 km', not '10.0 km'.
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${figure(tenths, locale, 1)} km`;
  const whole = Math.round(km);
  if (whole < 1000) return `${figure(whole, locale, 0)} km`;
  return places.thousandsKm(figure(whole / 1000, locale, 1));
}

/** '45 min', '2 h', '5 h 12 min' ('5 Std. 12 Min.' in German). */
export function formatDuration(minutes: number, words: DistanceWords): string {
  const { locale, places } = words;
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const restText = places.durationMinutes(figure(rest, locale, 0));
  if (hours === 0) return restText;
  const hoursText = places.durationHours(figure(hours, locale, 0));
  return rest === 0 ? hoursText : `${hoursText} ${restText}`;
}

/** The badge text, or null when there is no distance to show. */
export function formatDistance(
  { distance, duration, distanceMode }: DistanceFigures,
  words: DistanceWords,
): string | null {
  if (distance === null || !Number.isFinite(distance)) return null;
  const km = formatKm(distance, words);
  if (isVeryClose(distance)) return km;
  if (distanceMode === 'driving') {
    return duration == null ? km : `${km} · ${formatDuration(duration, words)}`;
  }
  return `${APPROXIMATE_MARK}${km}`;
}

/** Green under 10 km, blue under 100, orange under 1000, red beyond (the spec stops at 1000). */
export function distanceColor(km: number): DistanceColor {
  if (km < 10) return 'green';
  if (km < 100) return 'blue';
  if (km < 1000) return 'orange';
  return 'red';
}
