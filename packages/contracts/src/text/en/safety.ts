/**
 * Blocking and reporting from the chat (chat spec §2 user action menu, §5 block and report
 * rules, §8 toasts); "ours" where the spec is silent.
 */
export const safety = {
  // chat spec §5: block, reason optional, counted to 200
  blockTitle: (name: string) => `Block ${name}?`,
  // ours: what a block does, so nobody blocks by surprise
  blockExplained:
    'You will no longer see each other in rooms, search or private chats. Your friendship and any friend requests between you end.',
  blockReason: 'Reason',
  optional: 'Optional',
  /** Characters used of those allowed, under a text field. */
  counter: (used: number, max: number) => `${used}/${max}`,
  block: 'Block',
  cancel: 'Cancel',
  // chat spec §8: block toasts
  blocked: (name: string) => `${name} has been blocked`,
  blockFailed: 'Failed to block user',
  // chat spec §5: report
  reportTitle: (name: string) => `Report ${name}`,
  reportedMessage: 'Reported message',
  reason: 'Reason',
  reasonPlaceholder: 'Choose a reason',
  reasonHarassment: 'Harassment',
  reasonSpam: 'Spam or advertising',
  reasonInappropriate: 'Inappropriate content',
  reasonFakeProfile: 'Fake profile',
  reasonOther: 'Other',
  description: 'Description',
  descriptionPlaceholder: 'What happened?',
  // ours: evidence only with the reporter's explicit consent
  attachEvidence: (count: number) => `Attach the last ${count} messages of our private chat as evidence`,
  attachEvidenceHint: 'The moderators keep a copy, even if the chat is deleted later.',
  sendReport: 'Send report',
  // chat spec §8: report toasts
  reported: 'User reported successfully',
  reportFailed: 'Failed to report user',
  // ours: the menu of a message by someone else
  messageActions: (name: string) => `Actions for the message from ${name}`,
  reportMessage: 'Report message',
};
