import type { TMessage } from '@nahbar/contracts';

/** A stored text message of Ben's in room 'room', for the chat screen's unit tests. */
export function textMessage(sequenceId: number, extra: Partial<TMessage> = {}): TMessage {
  return {
    id: `id-${sequenceId}`,
    roomId: 'room',
    userId: 'u2',
    sequenceId,
    content: `m${sequenceId}`,
    createdAt: new Date(1_700_000_000_000 + sequenceId * 1000).toISOString(),
    messageType: 'text',
    photoUrl: null,
    photoFileName: null,
    mentionedUserIds: [],
    clientMessageId: null,
    user: { id: 'u2', displayName: 'Ben', username: 'ben', gender: 'male', avatar: null, primaryPhoto: null },
    ...extra,
  };
}
