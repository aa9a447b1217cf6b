import { randomUUID } from 'node:crypto';

const roomId = randomUUID();
const userId = randomUUID();
let sequenceId = 0;

/**
 * The baselines' broadcast event: shaped and sized like the app's `new_message`, with the
 * sender's content (which carries the bench's send time) and the next sequence id.
 */
export function baselineMessage(content: string | undefined) {
  sequenceId += 1;
  return {
    type: 'new_message',
    message: {
      id: randomUUID(),
      roomId,
      userId,
      sequenceId,
      content: content ?? '',
      createdAt: new Date().toISOString(),
      messageType: 'text',
      photoUrl: null,
      photoFileName: null,
      mentionedUserIds: [],
      clientMessageId: null,
      user: {
        id: userId,
        displayName: 'sender',
        username: 'sender',
        gender: 'female',
        avatar: null,
        primaryPhoto: null,
      },
    },
  };
}
