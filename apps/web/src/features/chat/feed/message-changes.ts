import type { RoomEvent, TMessage, TReactionSummary } from '@nahbar/contracts';

type ReactionChange = Extract<RoomEvent, { type: 'reaction_changed' }>;
/** The room events that change a message already shown. */
export type MessageChange = Extract<
  RoomEvent,
  { type: 'message_removed' | 'message_deleted' | 'message_updated' | 'reaction_changed' }
>;

/**
 * (Loaded by the room feed on the first such event, or after the first screen: the first load
 * does without it.)
 *
 * How a room's messages change with the live events that change a message in place (ours): an
 * edit, a deletion by its sender, a moderator's removal, a reaction. Each returns the list as it
 * was when nothing in it changes, so the list does not render again for another room's news.
 */

/** A message as a tombstone: no words, no photo, no reactions; its place kept. */
function asTombstone(message: TMessage, bySender: boolean): TMessage {
  const { reactions: _reactions, ...rest } = message;
  return {
    ...rest,
    content: '',
    photoUrl: null,
    photoFileName: null,
    mentionedUserIds: [],
    editedAt: null,
    removed: true,
    ...(bySender ? { removedBySender: true } : {}),
  };
}

/** Replies quote their original as it is now: its tombstone hides the words there too. */
function quotingRemoved(message: TMessage, messageId: string): TMessage {
  const quote = message.replyTo;
  if (!quote || quote.id !== messageId || quote.removed) return message;
  return { ...message, replyTo: { ...quote, excerpt: '', isPhoto: false, removed: true } };
}

export function withRemoved(
  messages: readonly TMessage[],
  messageId: string,
  bySender: boolean,
): readonly TMessage[] {
  if (!messages.some((m) => m.id === messageId || m.replyTo?.id === messageId)) return messages;
  return messages.map((message) =>
    message.id === messageId ? asTombstone(message, bySender) : quotingRemoved(message, messageId),
  );
}

/** The edited message replaces the one shown (keeping its reactions, which an edit leaves alone). */
export function withEdited(messages: readonly TMessage[], edited: TMessage): readonly TMessage[] {
  if (!messages.some((m) => m.id === edited.id || m.replyTo?.id === edited.id)) return messages;
  return messages.map((message) => {
    if (message.id === edited.id) {
      return message.reactions ? { ...edited, reactions: message.reactions } : edited;
    }
    if (message.replyTo?.id === edited.id) {
      return { ...message, replyTo: { ...message.replyTo, excerpt: edited.content.slice(0, 120) } };
    }
    return message;
  });
}

/** One reactor more or less on one emoji; an emoji nobody uses any more goes. */
export function applyReaction(
  reactions: readonly TReactionSummary[],
  change: Pick<ReactionChange, 'emoji' | 'userId' | 'displayName' | 'added'>,
): TReactionSummary[] {
  const existing = reactions.find((r) => r.emoji === change.emoji);
  const has = existing?.users.some((u) => u.id === change.userId) ?? false;
  if (change.added) {
    if (has) return [...reactions];
    if (!existing) {
      return [
        ...reactions,
        { emoji: change.emoji, count: 1, users: [{ id: change.userId, displayName: change.displayName }] },
      ];
    }
    return reactions.map((r) =>
      r === existing
        ? {
            ...r,
            count: r.count + 1,
            users: [...r.users, { id: change.userId, displayName: change.displayName }],
          }
        : r,
    );
  }
  if (!existing) return [...reactions];
  const count = Math.max(0, existing.count - 1);
  if (count === 0) return reactions.filter((r) => r !== existing);
  return reactions.map((r) =>
    r === existing ? { ...r, count, users: r.users.filter((u) => u.id !== change.userId) } : r,
  );
}

export function withReaction(messages: readonly TMessage[], change: ReactionChange): readonly TMessage[] {
  if (!messages.some((m) => m.id === change.messageId)) return messages;
  return messages.map((message) => {
    if (message.id !== change.messageId || message.removed) return message;
    const reactions = applyReaction(message.reactions ?? [], change);
    return reactions.length > 0 ? { ...message, reactions } : { ...message, reactions: undefined };
  });
}

/** Changes the list as one of the events that change a message in place says. */
export function applyChange(messages: readonly TMessage[], event: MessageChange): readonly TMessage[] {
  switch (event.type) {
    case 'message_removed':
    case 'message_deleted':
      return withRemoved(messages, event.messageId, event.type === 'message_deleted');
    case 'message_updated':
      return withEdited(messages, event.message);
    case 'reaction_changed':
      return withReaction(messages, event);
  }
}
