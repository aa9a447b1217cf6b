// The ids through which the text box points at the mention list and its chosen member.
export const MENTION_LIST_ID = 'chat-mention-list';
export const mentionOptionId = (userId: string) => `chat-mention-${userId}`;
