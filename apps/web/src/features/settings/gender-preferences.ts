import { GENDER_PREFERENCES, type Messages, type TGenderPreference } from '@nahbar/contracts';

/*
 * The member's gender preference (one stored value) is asked twice: "Interested in" on the
 * profile tab and "Who may contact you" on the filters tab. Both offer everyone or one of the
 * profile's genders, worded for their question.
 */

export function isGenderPreference(value: unknown): value is TGenderPreference {
  return typeof value === 'string' && (GENDER_PREFERENCES as readonly string[]).includes(value);
}

/** The filters tab's choices, "everyone" first (the default). */
export const CONTACT_CHOICES = GENDER_PREFERENCES;

/** The profile tab's choices, "everyone" last as in the spec ("Men, Women, Everyone"). */
export const INTEREST_CHOICES: readonly TGenderPreference[] = [
  ...GENDER_PREFERENCES.filter((preference) => preference !== 'all'),
  'all',
];

export function contactChoiceLabel(m: Messages, preference: TGenderPreference): string {
  const labels: Record<TGenderPreference, string> = {
    all: m.settings.genderAll,
    male: m.settings.genderMale,
    female: m.settings.genderFemale,
    'non-binary': m.settings.genderNonBinary,
    other: m.settings.genderOther,
  };
  return labels[preference];
}

export function interestChoiceLabel(m: Messages, preference: TGenderPreference): string {
  const labels: Record<TGenderPreference, string> = {
    all: m.settings.interestedEveryone,
    male: m.settings.interestedMen,
    female: m.settings.interestedWomen,
    'non-binary': m.settings.interestedNonBinary,
    other: m.settings.interestedOther,
  };
  return labels[preference];
}
