import type { Messages } from '@nahbar/contracts';

/** A member's gender as the app words it; an unknown value as stored. */
export function genderLabelOf(m: Messages, gender: string): string {
  const labels: Record<string, string> = {
    male: m.settings.genderMaleOption,
    female: m.settings.genderFemaleOption,
    'non-binary': m.settings.genderNonBinaryOption,
    other: m.settings.genderOtherOption,
  };
  return labels[gender] ?? gender;
}
