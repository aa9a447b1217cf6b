/** Mantine colour names an initials avatar may take. */
type AvatarColor = 'red' | 'blue' | 'grape' | 'violet' | 'teal' | 'green' | 'orange' | 'cyan';

/**
 * The six colours for everyone who is neither female nor male. Red and blue are left out
 * so the gender colours stay unambiguous.
 */
export const NAME_COLORS = ['grape', 'violet', 'teal', 'green', 'orange', 'cyan'] as const;

/**
 * Avatar colour (chat spec §9): red for female, blue for male, otherwise one of six colours
 * picked from the name, so the same name always gets the same colour.
 */
export function avatarColor(gender: string | null | undefined, name: string | null | undefined): AvatarColor {
  if (gender === 'female') return 'red';
  if (gender === 'male') return 'blue';
  let sum = 0;
  for (const char of name ?? '') sum += char.codePointAt(0) ?? 0;
  return NAME_COLORS[sum % NAME_COLORS.length] ?? NAME_COLORS[0];
}
