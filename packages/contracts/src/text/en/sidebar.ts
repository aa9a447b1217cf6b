/** The sidebar's room list, private chats and the Create Room dialog (chat spec §2, §5). */
export const sidebar = {
  createRoom: 'Create Room',
  rooms: 'Rooms',
  privateRoomLabel: (room: string) => `${room} (private room)`,
  privateChats: 'Private chats',
  privateChatWith: (name: string) => `Private chat with ${name}`,
  closePrivateChatWith: (name: string) => `Close private chat with ${name}`,
  roomName: 'Room name',
  description: 'Description',
  optional: 'Optional',
  privateRoom: 'Private room',
  privateRoomHint: 'Only invited members can join',
  cancel: 'Cancel',
  // ours: unread messages of a room or chat since the member last read it
  unreadMessages: (count: number) =>
    count === 1
      ? '1 unread message'
      : count > 99
        ? 'More than 99 unread messages'
        : `${count} unread messages`,
  mentionsYou: 'mentions you',
  // ours (issue 32): the browser tab's title while something is unread, '@' first for a mention
  tabTitle: (unread: string, title: string) => `(${unread}) ${title}`,
  tabTitleMentioned: (unread: string, title: string) => `(@ ${unread}) ${title}`,
};
