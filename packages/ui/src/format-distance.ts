/**
 * Distance display rules (chat spec §9): 'Very close' under 0.1 km, metres under 1 km,
 * one decimal under 10 km, whole km above, thousands ('1.2k km') from 1000 km; driving adds
 * hours and minutes; straight-line carries an approximate mark.
 */
export type DistanceMode = 'driving' | 'straight_line';

export interface DistanceFigures {
  /** Kilometres; null when unknown or hidden. */
  distance: number | null;
  /** Driving minutes. */
  duration?: number | null;
  distanceMode?: DistanceMode | null;
}

export type DistanceColor = 'green' | 'blue' | 'orange' | 'red';

export const VERY_CLOSE = 'Very close';
/** Marks a straight-line figure as approximate. */
export const APPROXIMATE_MARK = '~';

export function formatKm(km: number): string {
  if (km < 0.1) return VERY_CLOSE;
  if (km < 1) return `${Math.round(km * 1000)} m`;
  // Decide on the rounded figure, so 9.96 km reads '10 km', not '10.0 km'.
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} km`;
  const whole = Math.round(km);
  if (whole < 1000) return `${whole} km`;
  return `${(whole / 1000).toFixed(1)}k km`;
}

/** '45 min', '2 h', '5 h 12 min'. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The badge text, or null when there is no distance to show. */
export function formatDistance({ distance, duration, distanceMode }: DistanceFigures): string | null {
  if (distance === null || !Number.isFinite(distance)) return null;
  const km = formatKm(distance);
  if (km === VERY_CLOSE) return km;
  if (distanceMode === 'driving') {
    return duration == null ? km : `${km} · ${formatDuration(duration)}`;
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
