/** The message box and its buttons (chat spec §2). */
export const composer = {
  label: 'Message',
  placeholderRoom: (room: string) => `Message #${room}`,
  placeholderPerson: (name: string) => `Message ${name}`,
  send: 'Send message',
  emoji: 'Emoji',
  emojiPicker: 'Emoji picker',
  uploadPhoto: 'Upload photo',
  mentionList: 'Mention a member',
};
