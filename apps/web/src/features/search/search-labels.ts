import type { Messages } from '@nahbar/contracts';
import type { SearchTab } from './search-view';

/** The name of a tab (chat-core §2), also the heading of its group on the All tab. */
export function tabLabel(m: Messages, tab: SearchTab): string {
  switch (tab) {
    case 'all':
      return m.search.tabAll;
    case 'messages':
      return m.search.tabMessages;
    case 'users':
      return m.search.tabUsers;
    case 'rooms':
      return m.search.tabRooms;
  }
}
