/** The message list of a room: empty state, pending notes, typing line, times (chat spec §2, §4). */
export const messages = {
  listLabel: 'Messages',
  // ours: the spec leaves an empty room blank
  empty: 'No messages yet – say hello!',
  sending: 'Sending...',
  queued: 'Waiting for connection',
  notSent: 'Not sent',
  // ours: under the last own message the other member of a private chat has read
  seen: 'Seen',
  /** A message's accessible name: who wrote it and when. */
  byAt: (name: string, time: string) => `${name}, ${time}`,
  // Chat spec §2: the line reads 'typing...'.
  typingOne: (name: string) => `${name} is typing...`,
  typingTwo: (first: string, second: string) => `${first} and ${second} are typing...`,
  typingMany: (count: number) => `${count} people are typing...`,
  someone: 'Someone',
  // ours: marks of a changed message
  edited: 'edited',
  editedAt: (time: string) => `Edited ${time}`,
  deletedBySender: 'Message deleted',
};
