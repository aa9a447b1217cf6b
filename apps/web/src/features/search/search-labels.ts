import type { SearchTab } from './search-view';

/**
 * Labels of the search dialog that the spec names (chat-core §2 tabs, the user menu's actions)
 * but the shared text catalogue does not carry yet.
 */
export const SEARCH_LABELS = {
  title: 'Search',
  input: 'Search messages, users and rooms',
  results: 'Search results',
  sendMessage: 'Send Message',
  viewProfile: 'View Profile',
  tabs: { all: 'All', messages: 'Messages', users: 'Users', rooms: 'Rooms' } satisfies Record<
    SearchTab,
    string
  >,
} as const;
