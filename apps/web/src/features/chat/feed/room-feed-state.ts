import type { TMessage } from '@nahbar/contracts';

/** Where the list's first index starts; prepending older pages counts down from here. */
export const FIRST_ITEM_INDEX_START = 10_000_000;

export interface RoomFeedState {
  roomId: string;
  status: 'loading' | 'ready' | 'error';
  messages: readonly TMessage[];
  /** Index of `messages[0]` for the virtual list, lowered by every older page. */
  firstItemIndex: number;
  hasMore: boolean;
  nextCursor: string | null;
  loadingOlder: boolean;
  onlineUserIds: ReadonlySet<string>;
  typingUserIds: readonly string[];
}

export function initialFeedState(roomId: string): RoomFeedState {
  return {
    roomId,
    status: 'loading',
    messages: [],
    firstItemIndex: FIRST_ITEM_INDEX_START,
    hasMore: false,
    nextCursor: null,
    loadingOlder: false,
    onlineUserIds: new Set(),
    typingUserIds: [],
  };
}
