import { STORAGE_KEY_ACTIVE_ROOM, STORAGE_KEY_USER } from '@nahbar/contracts';

/*
 * Answers the chat screen needs before it can show anything (who is signed in, the room lists,
 * the open room's latest messages), asked by a small script of their own while the app's
 * code is still on its way. On a slow link that saves the round trips the app would otherwise
 * make one after another once its code has run. The app takes each answer once, through its
 * tRPC client (lib/early-answer-link.ts); what it does not take in time is dropped.
 */

/** One query of the chat screen's start. */
interface EarlyCall {
  path: string;
  input?: unknown;
}

export interface EarlyAnswers {
  /**
   * This query's early answer, handed out once; the promise resolves to null when the server
   * answered with an error or could not be reached (the app then asks itself). Null when there
   * is no early answer for the query.
   */
  take(path: string, input: unknown): Promise<{ data: unknown } | null> | null;
  /** Drops every answer not yet taken (another session's now). */
  forget(): void;
}

/** Where the early script leaves its answers for the app. */
export const EARLY_ANSWERS_GLOBAL = 'nahbarEarlyAnswers';
/** Answers older than this are not handed out: the app asks long before, or not at all. */
export const EARLY_ANSWERS_TTL_MS = 10_000;

const ROOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the chat screen asks at start at this address: `/`, `/chat` and `/chat/{roomId}` (chat
 * spec §4: the address's room, else the saved one). Other screens get no early answers. Only
 * answers that cannot miss what happens before the app is live: the room's messages resume from
 * the newest one listed, but a member list read this early would lack whoever came online
 * before the app subscribed to the room, so the app reads that itself.
 */
export function chatStartCalls(pathname: string, savedRoomId: string | null): EarlyCall[] {
  const match = /^\/(?:chat(?:\/([^/]+))?)?\/?$/.exec(pathname);
  if (!match) return [];
  const calls: EarlyCall[] = [
    { path: 'auth.me' },
    { path: 'chatData.get' },
    { path: 'notifications.unreadCount' },
    { path: 'notifications.settings' },
    { path: 'blocks.list' },
  ];
  const roomId = match[1] ?? savedRoomId;
  if (roomId && ROOM_ID.test(roomId)) {
    calls.push({ path: 'messages.initial', input: { roomId } });
  }
  return calls;
}

/** The batched GET the app's tRPC client would send for these calls. */
export function batchUrl(calls: readonly EarlyCall[]): string {
  const inputs = Object.fromEntries(calls.map((call, index) => [index, call.input]));
  const paths = calls.map((call) => call.path).join(',');
  return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

const keyOf = (path: string, input: unknown) => `${path} ${JSON.stringify(input ?? null)}`;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The answers to `calls` from the batch's response, each handed out once within the TTL. */
export function earlyAnswers(
  calls: readonly EarlyCall[],
  response: Promise<unknown>,
  now: () => number = Date.now,
): EarlyAnswers {
  const pending = new Map(calls.map((call, index) => [keyOf(call.path, call.input), index]));
  const askedAt = now();
  return {
    take(path, input) {
      const key = keyOf(path, input);
      const index = pending.get(key);
      if (index === undefined || now() - askedAt > EARLY_ANSWERS_TTL_MS) return null;
      pending.delete(key);
      return response.then(
        (items) => {
          const result = Array.isArray(items) && isRecord(items[index]) ? items[index].result : undefined;
          return isRecord(result) && 'data' in result ? { data: result.data } : null;
        },
        () => null,
      );
    },
    forget() {
      pending.clear();
    },
  };
}

type EarlyWindow = Pick<Window, 'location' | 'localStorage' | 'fetch'> & {
  [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers;
};

function savedRoomId(storage: Storage): string | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY_ACTIVE_ROOM) ?? 'null');
    return isRecord(saved) && typeof saved.id === 'string' ? saved.id : null;
  } catch {
    return null;
  }
}

/**
 * Asks the chat screen's start queries at once, for a browser that has a member signed in (a
 * visitor gets the sign-in screen, which needs none of them). True when it asked: the chat
 * screen is what the page will show.
 */
export function askEarly(win: EarlyWindow): boolean {
  let calls: EarlyCall[];
  try {
    if (win.localStorage.getItem(STORAGE_KEY_USER) === null) return false;
    calls = chatStartCalls(win.location.pathname, savedRoomId(win.localStorage));
  } catch {
    return false; // No storage (blocked cookies): the app asks for itself.
  }
  if (calls.length === 0) return false;
  const response = win.fetch(batchUrl(calls), { credentials: 'include' }).then((answer) => answer.json());
  // A failure is the app's to notice when it takes an answer; untaken, it is nobody's concern.
  response.catch(() => undefined);
  win[EARLY_ANSWERS_GLOBAL] = earlyAnswers(calls, response);
  return true;
}
