/** Ours: the emoji picker's search field and its row of recently used emoji. */
export const emojiSearch = {
  search: 'Search emoji',
  recent: 'Recently used',
  results: 'Search results',
  noResults: 'No emoji found',
};
