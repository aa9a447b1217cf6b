import type { Messages } from '../types';

export const emojiSearch: Messages['emojiSearch'] = {
  search: 'Emoji suchen',
  recent: 'Zuletzt verwendet',
  results: 'Suchergebnisse',
  noResults: 'Kein Emoji gefunden',
};
