/** Search dialog (chat spec §8; "ours" where the spec is silent). */
export const search = {
  startTyping: 'Start typing to search',
  searching: 'Searching...',
  noResults: (query: string) => `No results found for "${query}"`,
  noMessages: 'No messages found',
  noUsers: 'No users found',
  noRooms: 'No rooms found',
  // ours
  queryTooShort: 'Search needs at least 2 characters',
  queryTooLong: 'Search text is too long',
  // chat spec §2: the dialog, its tabs and the user card's actions
  title: 'Search',
  inputLabel: 'Search messages, users and rooms',
  // Short enough for a 375 px wide search box.
  inputPlaceholder: 'Search messages, users and rooms',
  results: 'Search results',
  tabAll: 'All',
  tabMessages: 'Messages',
  tabUsers: 'Users',
  tabRooms: 'Rooms',
  sendMessage: 'Send Message',
  viewProfile: 'View Profile',
  // ours: counts (the figure is formatted for the language; '10+' for a full page)
  resultCountOne: (figure: string) => `${figure} result`,
  resultCountOther: (figure: string) => `${figure} results`,
  memberCountOne: (figure: string) => `${figure} member`,
  memberCountOther: (figure: string) => `${figure} members`,
  privateRoom: 'Private room',
  privateChat: 'Private chat',
  photo: 'Photo',
  // ours: the keyboard hints under the results
  hintMove: 'to move',
  hintOpen: 'to open',
  hintClose: 'to close',
};
