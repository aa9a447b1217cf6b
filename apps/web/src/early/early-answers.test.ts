import { STORAGE_KEY_ACTIVE_ROOM, STORAGE_KEY_USER } from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  askEarly,
  batchUrl,
  chatStartCalls,
  EARLY_ANSWERS_GLOBAL,
  EARLY_ANSWERS_TTL_MS,
  type EarlyAnswers,
  earlyAnswers,
} from './early-answers';

const ROOM = '3f2a1b4c-0000-4000-8000-0000000000aa';
const SAVED = '3f2a1b4c-0000-4000-8000-0000000000bb';
const START = [
  'auth.me',
  'chatData.get',
  'notifications.unreadCount',
  'notifications.settings',
  'blocks.list',
];
const paths = (pathname: string, saved: string | null = null) =>
  chatStartCalls(pathname, saved).map((call) => call.path);

describe('the chat screen’s start queries', () => {
  it('asks the lists everywhere the chat screen opens', () => {
    for (const pathname of ['/', '/chat', '/chat/']) expect(paths(pathname)).toEqual(START);
  });

  it('asks for the address’s room, else the saved one', () => {
    expect(chatStartCalls(`/chat/${ROOM}`, SAVED).slice(5)).toEqual([
      { path: 'messages.initial', input: { roomId: ROOM } },
    ]);
    expect(chatStartCalls('/chat', SAVED).slice(5)).toEqual([
      { path: 'messages.initial', input: { roomId: SAVED } },
    ]);
  });

  it('leaves the room’s member list to the app: read early, it would miss who came online', () => {
    expect(paths(`/chat/${ROOM}`)).not.toContain('rooms.get');
  });

  it('asks no room for an address that names no room id', () => {
    expect(paths('/chat/not-a-room', SAVED)).toEqual(START);
    expect(paths(`/chat/${'a'.repeat(5000)}`)).toEqual(START);
  });

  it('asks nothing on other screens', () => {
    for (const pathname of ['/settings', '/friends', '/admin', `/chat/${ROOM}/x`, '/privacy']) {
      expect(paths(pathname)).toEqual([]);
    }
  });

  it('sends them as one batched GET in tRPC’s format', () => {
    const url = new URL(batchUrl(chatStartCalls(`/chat/${ROOM}`, null)), 'http://localhost');
    expect(url.pathname).toBe(`/trpc/${[...START, 'messages.initial'].join(',')}`);
    expect(url.searchParams.get('batch')).toBe('1');
    expect(JSON.parse(url.searchParams.get('input') ?? '')).toEqual({ 5: { roomId: ROOM } });
  });
});

describe('early answers', () => {
  const calls = [
    { path: 'auth.me' },
    { path: 'rooms.get', input: { roomId: ROOM } },
    { path: 'blocks.list' },
  ];
  const response = [
    { result: { data: { id: 'u1' } } },
    { result: { data: { id: ROOM } } },
    { error: { message: 'Unauthorized', code: -32001 } },
  ];

  it('hands each answer out once, for its own input only', async () => {
    const answers = earlyAnswers(calls, Promise.resolve(response));
    expect(answers.take('rooms.get', { roomId: SAVED })).toBeNull();
    await expect(answers.take('rooms.get', { roomId: ROOM })).resolves.toEqual({ data: { id: ROOM } });
    expect(answers.take('rooms.get', { roomId: ROOM })).toBeNull();
    await expect(answers.take('auth.me', undefined)).resolves.toEqual({ data: { id: 'u1' } });
    expect(answers.take('chatData.get', undefined)).toBeNull();
  });

  it('gives no data for a call the server refused, or when the request failed', async () => {
    await expect(
      earlyAnswers(calls, Promise.resolve(response)).take('blocks.list', undefined),
    ).resolves.toBeNull();
    const failed = earlyAnswers(calls, Promise.reject(new Error('offline')));
    await expect(failed.take('auth.me', undefined)).resolves.toBeNull();
    const garbled = earlyAnswers(calls, Promise.resolve({ not: 'a batch' }));
    await expect(garbled.take('auth.me', undefined)).resolves.toBeNull();
  });

  it('hands nothing out once forgotten or past their time', () => {
    const forgotten = earlyAnswers(calls, Promise.resolve(response));
    forgotten.forget();
    expect(forgotten.take('auth.me', undefined)).toBeNull();
    let now = 1_000;
    const late = earlyAnswers(calls, Promise.resolve(response), () => now);
    now += EARLY_ANSWERS_TTL_MS + 1;
    expect(late.take('auth.me', undefined)).toBeNull();
  });
});

describe('askEarly', () => {
  function browser(pathname: string, stored: Record<string, string>) {
    const fetch = vi.fn(async () => new Response(JSON.stringify([{ result: { data: null } }])));
    const win = {
      location: { pathname },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      fetch,
    } as unknown as Window & { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers };
    return { win, fetch };
  }

  it('asks for a browser with a member stored, with credentials, and leaves the answers', async () => {
    const { win, fetch } = browser('/chat', {
      [STORAGE_KEY_USER]: '{"id":"u1"}',
      [STORAGE_KEY_ACTIVE_ROOM]: JSON.stringify({ id: SAVED, name: 'Lobby' }),
    });
    expect(askEarly(win)).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('blocks.list,messages.initial');
    expect(url).toContain(encodeURIComponent(SAVED));
    expect(init.credentials).toBe('include');
    await expect(win[EARLY_ANSWERS_GLOBAL]?.take('auth.me', undefined)).resolves.toEqual({ data: null });
  });

  it('asks nothing for a visitor, or off the chat screen', () => {
    const visitor = browser('/chat', {});
    expect(askEarly(visitor.win)).toBe(false);
    const settings = browser('/settings', { [STORAGE_KEY_USER]: '{"id":"u1"}' });
    expect(askEarly(settings.win)).toBe(false);
    expect(visitor.fetch).not.toHaveBeenCalled();
    expect(settings.fetch).not.toHaveBeenCalled();
    expect(visitor.win[EARLY_ANSWERS_GLOBAL]).toBeUndefined();
  });

  it('leaves a failed request unreported until the app takes an answer', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { win, fetch } = browser('/chat', { [STORAGE_KEY_USER]: '{"id":"u1"}' });
    fetch.mockRejectedValueOnce(new TypeError('offline'));
    askEarly(win);
    // The fetch fails at once; Node reports a rejection left unhandled once the microtasks after
    // it have run, before the event loop's next turn: after that turn, it would have been heard.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(win[EARLY_ANSWERS_GLOBAL]?.take('auth.me', undefined)).resolves.toBeNull();
  });

  it('asks nothing when storage cannot be read', () => {
    const { win, fetch } = browser('/chat', {});
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(askEarly(win)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
