import {
  OFFLINE_QUEUE_MAX_ITEMS,
  OFFLINE_QUEUE_MAX_RETRIES,
  STORAGE_KEY_OFFLINE_QUEUE,
  type TReplyQuote,
} from '@nahbar/contracts';
/** A message waiting for the channel (chat spec §3, "Queued offline item"). */
export interface QueuedItem {
  /** Also the message's clientMessageId, so a retry never stores a second copy. */
  id: string;
  content: string;
  /** When it was queued, epoch ms. */
  timestamp: number;
  roomId: string;
  type: 'message' | 'typing';
  retryCount: number;
  mentionedUserIds: string[];
  /** Ours: the message a reply answers, as its quote shows it. */
  replyTo?: TReplyQuote;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isQueuedItem(value: unknown): value is QueuedItem {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    typeof value.content === 'string' &&
    typeof value.timestamp === 'number' &&
    typeof value.roomId === 'string' &&
    (value.type === 'message' || value.type === 'typing') &&
    typeof value.retryCount === 'number' &&
    Array.isArray(value.mentionedUserIds) &&
    value.mentionedUserIds.every((id) => typeof id === 'string') &&
    (value.replyTo === undefined || (isRecord(value.replyTo) && typeof value.replyTo.id === 'string'))
  );
}

/**
 * Reads the stored queue. It belongs to whoever queued it: another user signing in on the
 * same browser must never send it, and anything unreadable counts as empty.
 */
function parseStoredQueue(raw: string, userId: string): QueuedItem[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.userId !== userId || !Array.isArray(parsed.items)) return [];
    return parsed.items.filter(isQueuedItem);
  } catch {
    return [];
  }
}

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface QueueLimits {
  maxItems: number;
  maxRetries: number;
}

/** Chat spec §9: 100 items, 3 tries each. */
const OFFLINE_QUEUE_LIMITS: QueueLimits = {
  maxItems: OFFLINE_QUEUE_MAX_ITEMS,
  maxRetries: OFFLINE_QUEUE_MAX_RETRIES,
};

type NewQueuedItem = Omit<QueuedItem, 'retryCount' | 'type'> & Partial<Pick<QueuedItem, 'type'>>;

/**
 * Messages written while the channel was down, kept in local storage so a reload does not lose
 * them (chat spec §4, §5): at most 100, the oldest dropped beyond that; an item whose
 * retryCount reached 3 counts as failed until it is cleared.
 */
export class OfflineQueue {
  private list: QueuedItem[];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: QueueStorage | null,
    private readonly userId: string,
    private readonly limits: QueueLimits = OFFLINE_QUEUE_LIMITS,
    private readonly key: string = STORAGE_KEY_OFFLINE_QUEUE,
  ) {
    this.list = this.load();
  }

  /** Everything queued, oldest first; the same array until the next change. */
  items(): readonly QueuedItem[] {
    return this.list;
  }

  pending(): QueuedItem[] {
    return this.list.filter((item) => !this.isFailed(item));
  }

  failed(): QueuedItem[] {
    return this.list.filter((item) => this.isFailed(item));
  }

  isFailed(item: QueuedItem): boolean {
    return item.retryCount >= this.limits.maxRetries;
  }

  add(input: NewQueuedItem): QueuedItem {
    const item: QueuedItem = { type: 'message', ...input, retryCount: 0 };
    const next = [...this.list.filter((queued) => queued.id !== item.id), item];
    this.commit(next.slice(Math.max(0, next.length - this.limits.maxItems)));
    return item;
  }

  remove(id: string): void {
    if (this.list.some((item) => item.id === id)) this.commit(this.list.filter((item) => item.id !== id));
  }

  /** One more try went wrong; returns the item as it is now. */
  recordFailure(id: string): QueuedItem | undefined {
    return this.update(id, (item) => ({ ...item, retryCount: item.retryCount + 1 }));
  }

  /** The server refused it: trying again cannot help. */
  markFailed(id: string): QueuedItem | undefined {
    return this.update(id, (item) => ({
      ...item,
      retryCount: Math.max(item.retryCount, this.limits.maxRetries),
    }));
  }

  clearFailed(): void {
    const kept = this.list.filter((item) => !this.isFailed(item));
    if (kept.length !== this.list.length) this.commit(kept);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(id: string, change: (item: QueuedItem) => QueuedItem): QueuedItem | undefined {
    let updated: QueuedItem | undefined;
    const next = this.list.map((item) => {
      if (item.id !== id) return item;
      updated = change(item);
      return updated;
    });
    if (updated) this.commit(next);
    return updated;
  }

  private commit(next: QueuedItem[]): void {
    this.list = next;
    this.save();
    for (const listener of this.listeners) listener();
  }

  private load(): QueuedItem[] {
    const raw = this.storage?.getItem(this.key);
    if (!raw) return [];
    return parseStoredQueue(raw, this.userId).slice(-this.limits.maxItems);
  }

  private save(): void {
    if (!this.storage) return;
    try {
      if (this.list.length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify({ userId: this.userId, items: this.list }));
    } catch {
      // A full or blocked storage only costs persistence across reloads; the queue still works.
    }
  }
}
