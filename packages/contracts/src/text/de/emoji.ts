import type { Messages } from '../types';

export const emoji: Messages['emoji'] = {
  smileys: 'Smileys & Menschen',
  animals: 'Tiere & Natur',
  food: 'Essen & Trinken',
  activities: 'Aktivitäten & Sport',
  travel: 'Reisen & Orte',
  objects: 'Objekte & Symbole',
  flags: 'Flaggen & Herzen',
};
