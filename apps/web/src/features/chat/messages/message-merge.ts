import type { TMessage } from '@nahbar/contracts';

/** Chat spec §3: a message the server has not stored yet has an id starting with temp-. */
export const TEMP_ID_PREFIX = 'temp-';

export function isTempMessage(message: Pick<TMessage, 'id'>): boolean {
  return message.id.startsWith(TEMP_ID_PREFIX);
}

/** Stored messages by sequence id; temporary ones after them, in the order they were made. */
function compare(a: TMessage, b: TMessage): number {
  const aTemp = isTempMessage(a);
  const bTemp = isTempMessage(b);
  if (aTemp !== bTemp) return aTemp ? 1 : -1;
  if (aTemp) return a.createdAt.localeCompare(b.createdAt);
  return a.sequenceId - b.sequenceId;
}

interface MergeResult {
  messages: TMessage[];
  /** How many messages now come before the previous first one (for the list's first index). */
  prepended: number;
  /** How many messages were new at all. */
  added: number;
}

/**
 * Merges incoming messages into a room's list: each message once (by id, and by
 * clientMessageId so a temporary message is replaced by its stored copy), ordered by the
 * room's sequence. Appending newer messages, the common case, skips the sort.
 */
export function mergeMessages(current: readonly TMessage[], incoming: readonly TMessage[]): MergeResult {
  if (incoming.length === 0) return { messages: [...current], prepended: 0, added: 0 };
  const ids = new Set(current.map((message) => message.id));
  const clientIds = new Map<string, TMessage>();
  for (const message of current) if (message.clientMessageId) clientIds.set(message.clientMessageId, message);

  const replaced = new Set<TMessage>();
  const fresh: TMessage[] = [];
  for (const message of incoming) {
    if (ids.has(message.id)) continue;
    const twin = message.clientMessageId ? clientIds.get(message.clientMessageId) : undefined;
    if (twin && !isTempMessage(message)) {
      if (!isTempMessage(twin)) continue;
      replaced.add(twin);
    } else if (twin) {
      continue;
    }
    ids.add(message.id);
    if (message.clientMessageId) clientIds.set(message.clientMessageId, message);
    fresh.push(message);
  }
  if (fresh.length === 0 && replaced.size === 0) return { messages: [...current], prepended: 0, added: 0 };

  const kept = replaced.size > 0 ? current.filter((message) => !replaced.has(message)) : [...current];
  const first = kept[0];
  const last = kept.at(-1);
  const sortedFresh = [...fresh].sort(compare);
  const freshFirst = sortedFresh[0];
  const appendOnly =
    last === undefined || (freshFirst !== undefined && !isTempMessage(last) && compare(last, freshFirst) < 0);
  const messages = appendOnly ? [...kept, ...sortedFresh] : [...kept, ...sortedFresh].sort(compare);
  const prepended =
    first === undefined ? 0 : sortedFresh.filter((message) => compare(message, first) < 0).length;
  return { messages, prepended, added: fresh.length };
}

/**
 * The list as shown: the room's stored messages, then the sender's own messages still on
 * their way (temporary ones), minus any whose stored copy has arrived.
 */
export function withPending(
  messages: readonly TMessage[],
  pending: readonly TMessage[],
): readonly TMessage[] {
  if (pending.length === 0) return messages;
  const delivered = new Set<string>();
  for (const message of messages) if (message.clientMessageId) delivered.add(message.clientMessageId);
  const waiting = pending.filter(
    (message) => !message.clientMessageId || !delivered.has(message.clientMessageId),
  );
  return waiting.length === 0 ? messages : [...messages, ...waiting];
}
