import {
  AGE_MAX,
  AGE_MIN,
  BIO_MAX_LENGTH,
  PROFILE_GENDERS,
  type TSessionUser,
  type TUpdateProfileInput,
} from '@nahbar/contracts';

type ProfileGender = (typeof PROFILE_GENDERS)[number];
type GenderPreference = TSessionUser['genderPreference'];

/** The profile form while typed: the age field holds a number or text (empty, or not yet a number). */
export interface ProfileDraft {
  displayName: string;
  age: number | string;
  gender: ProfileGender | null;
  bio: string;
  location: string;
  /** Coordinates of a city picked from the suggestions (or the device); none for free text. */
  coords?: { latitude: number; longitude: number };
  genderPreference: GenderPreference;
}

export function isProfileGender(value: unknown): value is ProfileGender {
  return typeof value === 'string' && (PROFILE_GENDERS as readonly string[]).includes(value);
}

/** The form as it opens: the member's saved profile. */
export function draftOf(user: TSessionUser): ProfileDraft {
  return {
    displayName: user.displayName,
    age: user.age ?? '',
    gender: isProfileGender(user.gender) ? user.gender : null,
    bio: user.bio ?? '',
    location: user.location ?? '',
    genderPreference: user.genderPreference,
  };
}

/**
 * The age the form saves: whole and within 18–100; empty or not a number falls back to 18
 * (accounts spec §5, "the form falls back to 18 when empty").
 */
export function ageOrFallback(value: number | string): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return AGE_MIN;
  return Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(number)));
}

export const bioTooLong = (draft: Pick<ProfileDraft, 'bio'>) => draft.bio.length > BIO_MAX_LENGTH;
export const displayNameMissing = (draft: Pick<ProfileDraft, 'displayName'>) =>
  draft.displayName.trim() === '';
const locationMissing = (draft: Pick<ProfileDraft, 'location'>) => draft.location.trim() === '';

/** What the draft saves as (`account.updateProfile`). */
export function profileInputOf(draft: ProfileDraft): TUpdateProfileInput {
  return {
    displayName: draft.displayName.trim(),
    age: ageOrFallback(draft.age),
    ...(draft.gender ? { gender: draft.gender } : {}),
    bio: draft.bio.trim() === '' ? null : draft.bio,
    location: draft.location.trim(),
    ...(draft.coords ? { latitude: draft.coords.latitude, longitude: draft.coords.longitude } : {}),
    genderPreference: draft.genderPreference,
  };
}

/** True when saving the draft would store something different from the saved profile. */
export function profileChanged(saved: TSessionUser, draft: ProfileDraft): boolean {
  const next = profileInputOf(draft);
  return (
    next.displayName !== saved.displayName ||
    next.age !== (saved.age ?? AGE_MIN) ||
    (next.gender ?? null) !== (isProfileGender(saved.gender) ? saved.gender : null) ||
    (next.bio ?? '').trim() !== (saved.bio ?? '').trim() ||
    next.location !== (saved.location ?? '').trim() ||
    next.genderPreference !== saved.genderPreference
  );
}

/** Accounts spec §2: save is enabled only once the form has changed (and only when valid). */
export function canSaveProfile(saved: TSessionUser, draft: ProfileDraft): boolean {
  return (
    profileChanged(saved, draft) &&
    !bioTooLong(draft) &&
    !displayNameMissing(draft) &&
    !locationMissing(draft)
  );
}
