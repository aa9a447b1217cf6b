import { AGE_PREFERENCE_MAX, AGE_PREFERENCE_MIN, type TContactFilters } from '@nahbar/contracts';

/** What a number field holds while typed: a number, or text (empty, or not yet a number). */
type AgeField = number | string;

export interface FiltersDraft {
  genderPreference: TContactFilters['genderPreference'];
  ageMin: AgeField;
  ageMax: AgeField;
}

/**
 * A typed age as the filters use it: whole, within 18–99, and the fallback when the field is
 * empty or holds no number (accounts spec §5: min falls back to 18, max to 99).
 */
export function ageOrFallback(value: AgeField, fallback: number): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(AGE_PREFERENCE_MAX, Math.max(AGE_PREFERENCE_MIN, Math.round(number)));
}

/** The filters the draft stands for, as they would be saved. */
export function resolveFilters(draft: FiltersDraft): TContactFilters {
  return {
    genderPreference: draft.genderPreference,
    ageMin: ageOrFallback(draft.ageMin, AGE_PREFERENCE_MIN),
    ageMax: ageOrFallback(draft.ageMax, AGE_PREFERENCE_MAX),
  };
}

/** Accounts spec §5: ageMin must not exceed ageMax (the message shows on the max field). */
export function ageRangeInverted(draft: FiltersDraft): boolean {
  const { ageMin, ageMax } = resolveFilters(draft);
  return ageMin > ageMax;
}

export function filtersChanged(saved: TContactFilters, draft: FiltersDraft): boolean {
  const next = resolveFilters(draft);
  return (
    next.genderPreference !== saved.genderPreference ||
    next.ageMin !== saved.ageMin ||
    next.ageMax !== saved.ageMax
  );
}

/** Accounts spec §2: save is enabled only once the form has changed (and only when valid). */
export function canSaveFilters(saved: TContactFilters, draft: FiltersDraft): boolean {
  return filtersChanged(saved, draft) && !ageRangeInverted(draft);
}
