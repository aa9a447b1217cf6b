/** Replying to, editing, deleting and reacting to a message (ours; loaded with the message menu). */
export const messageActions = {
  reply: 'Reply',
  edit: 'Edit',
  delete: 'Delete',
  react: 'React',
  moreReactions: 'More emoji',
  reactWith: (emoji: string) => `React with ${emoji}`,
  /** A reaction chip's name: the emoji, how many, and whether one is among them. */
  reaction: (emoji: string, count: number, isMine: boolean) =>
    `${emoji} ${count}${isMine ? ', including you' : ''}`,
  /** Who reacted, when more did than the list names. */
  reactedByMore: (names: string, more: number) => `${names} and ${more} more`,
  replyingTo: (name: string) => `Replying to ${name}`,
  editing: 'Editing your message',
  cancelReply: 'Cancel reply',
  cancelEdit: 'Cancel editing',
  save: 'Save',
  showOriginal: 'Show the original message',
  quotedPhoto: 'Photo',
  quotedDeleted: 'Deleted message',
  deleteTitle: 'Delete this message?',
  deleteBody: 'It disappears for everyone in this chat. This cannot be undone.',
  deleteConfirm: 'Delete',
  keep: 'Keep',
  deleted: 'Message deleted',
  editFailed: 'The message could not be saved',
  deleteFailed: 'The message could not be deleted',
  reactFailed: 'The reaction could not be saved',
  removePreview: 'Remove the link preview',
  previewFailed: 'The preview could not be removed',
};
