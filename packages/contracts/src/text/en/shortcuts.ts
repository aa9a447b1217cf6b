/** The keyboard shortcuts dialog ('?'). */
export const shortcuts = {
  title: 'Keyboard shortcuts',
  openHelp: 'Show this list',
  search: 'Search messages, members and rooms',
  focusComposer: 'Jump to the message box',
  send: 'Send the message',
  newLine: 'New line in the message',
  mention: 'Mention a member',
  closeDialog: 'Close a dialog or menu',
  moveFocus: 'Move between controls',
  reply: 'Reply to the message in focus',
  cancelReply: 'Stop replying or editing',
};
