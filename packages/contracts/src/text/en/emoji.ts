/** The emoji picker's categories (chat spec §2). */
export const emoji = {
  smileys: 'Smileys & People',
  animals: 'Animals & Nature',
  food: 'Food & Drink',
  activities: 'Activities & Sports',
  travel: 'Travel & Places',
  objects: 'Objects & Symbols',
  flags: 'Flags & Hearts',
};
