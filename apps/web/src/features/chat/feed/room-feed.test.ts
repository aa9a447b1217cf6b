import { type RoomEvent, type TMessage, type TMessagePage, textRef } from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { textMessage as message } from '../testing/text-message';
import { RoomFeed } from './room-feed';
import type { LiveSource, RoomEventHandlers, RoomFeedApi } from './room-feed-api';
import { FIRST_ITEM_INDEX_START } from './room-feed-state';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const page = (items: TMessage[], nextCursor: string | null = null): TMessagePage => ({
  items,
  nextCursor,
  prevCursor: null,
  hasMore: nextCursor !== null,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

class FakeLive implements LiveSource {
  connectionId = 0;
  private listeners = new Set<Parameters<LiveSource['attach']>[0]>();
  attach(listener: Parameters<LiveSource['attach']>[0]) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  connect(missedSince: number | null = null) {
    this.connectionId += 1;
    for (const listener of this.listeners)
      listener.connected({ missedSince, connectionId: this.connectionId });
  }
  drop() {
    for (const listener of this.listeners) listener.disconnected();
  }
}

function fakeApi(overrides: Partial<RoomFeedApi> = {}) {
  const subscriptions: {
    lastEventId: string | null;
    handlers: RoomEventHandlers;
    unsubscribe: () => void;
  }[] = [];
  const api: RoomFeedApi = {
    initial: vi.fn(async () => page(range(1, 3), 'c1')),
    older: vi.fn(async () => page(range(-1, 0))),
    since: vi.fn(async () => ({ items: [] })),
    subscribe: vi.fn((_roomId: string, lastEventId: string | null, handlers: RoomEventHandlers) => {
      const subscription = { lastEventId, handlers, unsubscribe: vi.fn() };
      subscriptions.push(subscription);
      return subscription;
    }),
    ...overrides,
  };
  const emit = (id: number, event: RoomEvent) => subscriptions.at(-1)?.handlers.onEvent(String(id), event);
  return { api, subscriptions, emit };
}

/** A feed of room 'room' started on a connection that is up, with its first page loaded. */
async function connectedFeed(api: RoomFeedApi, options?: ConstructorParameters<typeof RoomFeed>[3]) {
  const live = new FakeLive();
  const feed = new RoomFeed('room', api, live, options);
  feed.start();
  live.connect();
  await flush();
  return { feed, live };
}

const seqs = (feed: RoomFeed) => feed.getState().messages.map((m) => m.sequenceId);

describe('RoomFeed', () => {
  it('loads the newest page, then resumes live events right after it', async () => {
    const { api, subscriptions, emit } = fakeApi();
    const { feed } = await connectedFeed(api);
    expect(feed.getState()).toMatchObject({ status: 'ready', hasMore: true });
    expect(subscriptions.map((s) => s.lastEventId)).toEqual(['3']);
    emit(4, { type: 'new_message', message: message(4) });
    expect(seqs(feed)).toEqual([1, 2, 3, 4]);
  });

  it('after a drop fetches what it missed, resumes from its last event, and shows each message once', async () => {
    const since = vi.fn(async () => ({ items: range(4, 7) }));
    const { api, subscriptions, emit } = fakeApi({ since });
    const live = new FakeLive();
    const onLiveMessage = vi.fn();
    const feed = new RoomFeed('room', api, live, { onLiveMessage });
    feed.start();
    live.connect();
    await flush();
    emit(4, { type: 'new_message', message: message(4) });

    live.drop();
    expect(subscriptions[0]?.unsubscribe).toHaveBeenCalled();
    live.connect(1_700_000_004_500);
    await flush();
    expect(since).toHaveBeenCalledWith('room', new Date(1_700_000_004_500).toISOString());
    expect(subscriptions.at(-1)?.lastEventId).toBe('4');
    // The subscription replays what /since already brought: nothing doubles.
    for (const n of [5, 6, 7, 8]) emit(n, { type: 'new_message', message: message(n) });
    expect(seqs(feed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(onLiveMessage.mock.calls.map(([m]) => m.sequenceId)).toEqual([4, 8]);
  });

  it('after a drop shows what changed meanwhile in the newest messages: an edit, a deletion, reactions', async () => {
    const before = range(1, 3);
    const after = [
      message(1, { content: 'edited', editedAt: '2026-11-28T10:00:00.000Z' }),
      message(2, { content: '', removed: true, removedBySender: true }),
      message(3, { reactions: [{ emoji: '👍', count: 1, users: [{ id: 'u1', displayName: 'Ann' }] }] }),
    ];
    const initial = vi.fn(async () => page(before, 'c1'));
    const { api } = fakeApi({ initial });
    const { feed, live } = await connectedFeed(api);
    const shown = feed.getState().messages;
    initial.mockImplementation(async () => page(after, 'c1'));
    live.drop();
    live.connect(1_700_000_004_500);
    await flush();
    const refreshed = feed.getState().messages;
    expect(refreshed).toEqual(after);
    expect(refreshed[0]).not.toBe(shown[0]);
    // Nothing changed since: equal copies leave the list as it was, the same objects.
    initial.mockImplementation(async () =>
      page(
        after.map((m) => ({ ...m })),
        'c1',
      ),
    );
    live.drop();
    live.connect(1_700_000_004_600);
    await flush();
    expect(feed.getState().messages).toBe(refreshed);
  });

  it('joins anyway when the missed-message fetch fails', async () => {
    const { api, subscriptions } = fakeApi({
      since: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    const { live } = await connectedFeed(api);
    live.drop();
    live.connect(5);
    await flush();
    expect(subscriptions).toHaveLength(2);
  });

  it('ignores events of a subscription from an earlier connection', async () => {
    const { api, subscriptions } = fakeApi();
    const { feed, live } = await connectedFeed(api);
    const old = subscriptions[0];
    live.drop();
    live.connect(1);
    await flush();
    old?.handlers.onEvent('9', { type: 'new_message', message: message(9) });
    expect(seqs(feed)).toEqual([1, 2, 3]);
  });

  it('prepends an older page and lowers the first index by its size', async () => {
    const { api } = fakeApi();
    const live = new FakeLive();
    const feed = new RoomFeed('room', api, live);
    feed.start();
    await flush();
    await feed.loadOlder();
    expect(seqs(feed)).toEqual([-1, 0, 1, 2, 3]);
    expect(feed.getState()).toMatchObject({
      firstItemIndex: FIRST_ITEM_INDEX_START - 2,
      hasMore: false,
      loadingOlder: false,
    });
    await feed.loadOlder();
    expect(api.older).toHaveBeenCalledTimes(1);
  });

  it('reports a failed older page with the catalogue text', async () => {
    const onError = vi.fn();
    const { api } = fakeApi({ older: vi.fn(async () => Promise.reject(new Error('boom'))) });
    const feed = new RoomFeed('room', api, new FakeLive(), { onError });
    feed.start();
    await flush();
    await feed.loadOlder();
    expect(onError).toHaveBeenCalledWith(textRef('fetching.moreMessages'), expect.any(Error));
    expect(feed.getState().loadingOlder).toBe(false);
  });

  it('retries the first page on the next connection after it failed', async () => {
    const initial = vi
      .fn<RoomFeedApi['initial']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(page(range(1, 2)));
    const { api, subscriptions } = fakeApi({ initial });
    const live = new FakeLive();
    const feed = new RoomFeed('room', api, live);
    feed.start();
    await flush();
    expect(feed.getState().status).toBe('error');
    live.connect(1);
    await flush();
    expect(feed.getState().status).toBe('ready');
    expect(subscriptions.map((s) => s.lastEventId)).toEqual(['2']);
  });

  it('tracks who is online and who is typing', async () => {
    const { api, emit } = fakeApi();
    const live = new FakeLive();
    const onPresence = vi.fn();
    const feed = new RoomFeed('room', api, live, { onPresence });
    feed.start();
    live.connect();
    await flush();
    emit(3, { type: 'room_online_users', roomId: 'room', onlineUsers: ['a', 'b'] });
    emit(3, { type: 'user_joined', roomId: 'room', userId: 'c' });
    emit(3, { type: 'user_left', roomId: 'room', userId: 'a' });
    expect([...feed.getState().onlineUserIds]).toEqual(['b', 'c']);
    expect(onPresence).toHaveBeenCalledTimes(2);
    emit(3, { type: 'user_typing', roomId: 'room', userId: 'b', isTyping: true });
    expect(feed.getState().typingUserIds).toEqual(['b']);
    // A message from the typist ends the indicator.
    emit(4, { type: 'new_message', message: { ...message(4), userId: 'b' } });
    expect(feed.getState().typingUserIds).toEqual([]);
    emit(4, { type: 'user_typing', roomId: 'room', userId: 'b', isTyping: true });
    live.drop();
    expect(feed.getState().typingUserIds).toEqual([]);
  });

  it('takes a confirmed own message directly, once', async () => {
    const { api, emit } = fakeApi();
    const { feed } = await connectedFeed(api);
    feed.deliver(message(4));
    emit(4, { type: 'new_message', message: message(4) });
    feed.deliver({ ...message(5), roomId: 'elsewhere' });
    expect(seqs(feed)).toEqual([1, 2, 3, 4]);
  });

  it('stops listening when stopped', async () => {
    const { api, subscriptions } = fakeApi();
    const { feed, live } = await connectedFeed(api);
    feed.stop();
    expect(subscriptions[0]?.unsubscribe).toHaveBeenCalled();
    live.connect(1);
    await flush();
    expect(subscriptions).toHaveLength(1);
  });
});
