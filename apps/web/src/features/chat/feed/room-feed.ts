import { type RoomEvent, type TextRef, type TMessage, type TMessagePage, textRef } from '@nahbar/contracts';
import { consoleText } from '../../../i18n/locale-store';
import { TypingIndicators } from '../composer/typing-timers';
import { mergeMessages } from '../messages/message-merge';
import type { MessageChange } from './message-changes';
import type { LiveSource, RoomFeedApi, Unsubscribable } from './room-feed-api';
import { initialFeedState, type RoomFeedState } from './room-feed-state';

let messageChanges: Promise<typeof import('./message-changes')> | null = null;

function loadMessageChanges() {
  messageChanges ??= import('./message-changes').catch((error: unknown) => {
    messageChanges = null; // offline, say: the next change fetches again
    throw error;
  });
  return messageChanges;
}

export interface RoomFeedHooks {
  /** A message arrived live (not from history): for announcements. */
  onLiveMessage?(message: TMessage): void;
  onPresence?(event: Extract<RoomEvent, { type: 'user_joined' | 'user_left' }>): void;
  /** Something the user should hear about, by catalogue key (words it in the member's language). */
  onError?(text: TextRef, error: unknown): void;
}

/**
 * One room's messages, presence and typing, kept whole across reconnects: the newest page
 * first, then the room's live events resuming from the last sequence id seen. After a drop it
 * first asks for what it missed since then (chat spec §4) and resumes the subscription from
 * its last event id, so every message shows exactly once, whichever way it came.
 */
export class RoomFeed {
  private state: RoomFeedState;
  private readonly listeners = new Set<() => void>();
  private readonly typing: TypingIndicators;
  private subscription: Unsubscribable | null = null;
  /** The tracked id of the last room event received: where a new subscription resumes. */
  private lastEventId: string | null = null;
  private initialLoad: Promise<boolean> | null = null;
  private detach: (() => void) | null = null;
  private stopped = false;
  /** Edits, deletions, removals and reactions waiting for their code (applyChanges). */
  private readonly changes: MessageChange[] = [];

  constructor(
    readonly roomId: string,
    private readonly api: RoomFeedApi,
    private readonly live: LiveSource,
    private readonly hooks: RoomFeedHooks = {},
  ) {
    this.state = initialFeedState(roomId);
    this.typing = new TypingIndicators((typingUserIds) => this.update({ typingUserIds }));
  }

  start(): void {
    this.initialLoad = this.loadInitial();
    this.detach = this.live.attach({
      connected: ({ missedSince, connectionId }) => void this.join(missedSince, connectionId),
      disconnected: () => this.leave(),
    });
  }

  stop(): void {
    this.stopped = true;
    this.detach?.();
    this.leave();
    this.listeners.clear();
  }

  getState(): RoomFeedState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The next older page (scrolled near the top, or 'Load older messages'). */
  async loadOlder(): Promise<void> {
    const { hasMore, loadingOlder, nextCursor, status } = this.state;
    if (!hasMore || loadingOlder || !nextCursor || status !== 'ready') return;
    this.update({ loadingOlder: true });
    try {
      const page = await this.api.older(this.roomId, nextCursor);
      if (this.stopped) return;
      const merged = mergeMessages(this.state.messages, page.items);
      this.update({
        messages: merged.messages,
        firstItemIndex: this.state.firstItemIndex - merged.prepended,
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
        loadingOlder: false,
      });
    } catch (error) {
      if (this.stopped) return;
      this.update({ loadingOlder: false });
      this.hooks.onError?.(textRef('fetching.moreMessages'), error);
    }
  }

  /** A message the server confirmed to this client directly (its own send). */
  deliver(message: TMessage): void {
    if (message.roomId === this.roomId) this.add([message]);
  }

  private async loadInitial(): Promise<boolean> {
    this.update({ status: 'loading' });
    try {
      const page = await this.api.initial(this.roomId);
      if (this.stopped) return false;
      this.applyInitial(page);
      return true;
    } catch {
      // Shown in the list itself; the next connection tries again.
      if (!this.stopped) this.update({ status: 'error' });
      return false;
    }
  }

  private applyInitial(page: TMessagePage): void {
    const merged = mergeMessages(this.state.messages, page.items);
    // Live events resume right after the newest message of the page: nothing falls between.
    const newest = page.items.at(-1)?.sequenceId ?? 0;
    if (this.lastEventId === null || Number(this.lastEventId) < newest) this.lastEventId = String(newest);
    this.update({
      status: 'ready',
      messages: merged.messages,
      firstItemIndex: this.state.firstItemIndex - merged.prepended,
      hasMore: page.hasMore,
      nextCursor: page.nextCursor,
    });
  }

  /**
   * After a drop: the newest page again, for what changed in messages already shown while the
   * channel was down (an edit, a deletion, reactions, a link preview), which `/since` does not
   * bring. The server's copy replaces the one shown; older pages stay as they were loaded.
   */
  private async refreshNewest(): Promise<void> {
    try {
      const page = await this.api.initial(this.roomId);
      if (this.stopped) return;
      const fresh = new Map(page.items.map((message) => [message.id, message]));
      let changed = false;
      const messages = this.state.messages.map((message) => {
        const copy = fresh.get(message.id);
        if (!copy || JSON.stringify(copy) === JSON.stringify(message)) return message;
        changed = true;
        return copy;
      });
      if (changed) this.update({ messages });
    } catch {
      // Shown as it was; the next reconnect asks again.
    }
  }

  private async join(missedSince: number | null, connectionId: number): Promise<void> {
    if (this.stopped) return;
    let loaded = await this.initialLoad;
    // The first page failed earlier (say, offline): a new connection is a new chance.
    if (!loaded && !this.stopped && this.live.connectionId === connectionId) {
      this.initialLoad = this.loadInitial();
      loaded = await this.initialLoad;
    }
    if (!loaded || this.stopped || this.live.connectionId !== connectionId) return;
    if (missedSince !== null) {
      try {
        const missed = await this.api.since(this.roomId, new Date(missedSince).toISOString());
        if (!this.stopped) this.add(missed.items);
      } catch (error) {
        // Chat spec §8: ignored for the user; the subscription resumes from its last event anyway.
        console.warn(consoleText(textRef('fetching.missedMessages')), error);
      }
      await this.refreshNewest();
    }
    if (this.stopped || this.live.connectionId !== connectionId) return;
    this.subscription?.unsubscribe();
    this.subscription = this.api.subscribe(this.roomId, this.lastEventId, {
      onEvent: (id, event) => {
        if (this.live.connectionId !== connectionId) return;
        this.lastEventId = id;
        this.handle(event);
      },
      onError: (error) => {
        if (this.live.connectionId !== connectionId || this.stopped) return;
        const reason = error instanceof Error ? error.message : String(error);
        this.hooks.onError?.(textRef('connection.joinFailed', reason), error);
      },
    });
  }

  private leave(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.typing.clear();
  }

  private handle(event: RoomEvent): void {
    switch (event.type) {
      case 'new_message':
        if (this.add([event.message]) > 0) this.hooks.onLiveMessage?.(event.message);
        this.typing.update(event.message.userId, false);
        return;
      case 'room_online_users':
        this.update({ onlineUserIds: new Set(event.onlineUsers) });
        return;
      case 'user_joined':
      case 'user_left': {
        const online = new Set(this.state.onlineUserIds);
        if (event.type === 'user_joined') online.add(event.userId);
        else online.delete(event.userId);
        this.update({ onlineUserIds: online });
        this.hooks.onPresence?.(event);
        return;
      }
      case 'user_typing':
        this.typing.update(event.userId, event.isTyping);
        return;
      case 'message_removed':
      case 'message_deleted':
      case 'message_updated':
      case 'reaction_changed':
        this.changes.push(event);
        void this.applyChanges();
        return;
    }
  }

  /**
   * Applies the changes to shown messages that arrived, in the order they came, once the code
   * for them is in (its own chunk, out of the first load). A failed fetch (offline) keeps them
   * for the next try.
   */
  private async applyChanges(): Promise<void> {
    const changes = await loadMessageChanges().catch(() => null);
    if (!changes || this.stopped || this.changes.length === 0) return;
    let messages = this.state.messages;
    for (const event of this.changes.splice(0)) messages = changes.applyChange(messages, event);
    if (messages !== this.state.messages) this.update({ messages });
  }

  private add(messages: readonly TMessage[]): number {
    const own = messages.filter((message) => message.roomId === this.roomId);
    const merged = mergeMessages(this.state.messages, own);
    if (merged.added === 0) return 0;
    this.update({ messages: merged.messages, firstItemIndex: this.state.firstItemIndex - merged.prepended });
    return merged.added;
  }

  private update(patch: Partial<RoomFeedState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
