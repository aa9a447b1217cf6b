/** Failed reads (chat spec §8). */
export const fetching = {
  missedMessages: 'Failed to fetch missed messages',
  moreMessages: 'Failed to fetch more messages',
  searchMessages: 'Failed to search messages',
  searchUsers: 'Failed to search users',
  searchRooms: 'Failed to search rooms',
};
