/**
 * The search param of `/chat/$roomId` that names the message a search result points at
 * (`/chat/<roomId>?message=<messageId>`); the room view scrolls to that message.
 */
export const SEARCH_TARGET_PARAM = 'message';
