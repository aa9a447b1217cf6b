import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { registerViaApi, trpcMutation, uniqueUsername } from './support';

export interface Member {
  username: string;
  context: BrowserContext;
  page: Page;
}

/** A member in a browser context of their own, registered and signed in (the session cookie). */
export async function memberInBrowser(browser: Browser, baseURL: string, prefix: string): Promise<Member> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await registerViaApi(page.request, baseURL, username);
  return { username, context, page };
}

/** Creates a public room through the API and returns its id. */
export async function createRoomViaApi(page: Page, baseURL: string, name: string): Promise<string> {
  const response = await trpcMutation(page.request, baseURL, 'rooms.create', { name, isPrivate: false });
  const body: { result: { data: { id: string } } } = await response.json();
  return body.result.data.id;
}

/** Sends a message through the API, as the page's member. */
export async function sendViaApi(
  page: Page,
  baseURL: string,
  roomId: string,
  content: string,
): Promise<void> {
  await trpcMutation(page.request, baseURL, 'messages.send', { roomId, content });
}

/** Opens the chat on a room and waits until its live channel is up. */
export async function openRoom(page: Page, roomId: string, roomName: string): Promise<void> {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection: Connected' })).toBeAttached();
}

export function messageList(page: Page) {
  return page.getByRole('log', { name: 'Messages' });
}

export function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

/** Types a message and sends it with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** Sends many messages through the API, a few per batched call (`Message 1` ... `Message n`). */
export async function seedMessages(
  page: Page,
  baseURL: string,
  roomId: string,
  count: number,
): Promise<void> {
  // The server caps the length of the path, which names every call of a batch.
  const batch = 6;
  for (let start = 1; start <= count; start += batch) {
    const numbers = Array.from({ length: Math.min(batch, count - start + 1) }, (_, i) => start + i);
    const paths = numbers.map(() => 'messages.send').join(',');
    const body = Object.fromEntries(numbers.map((n, i) => [String(i), { roomId, content: `Message ${n}` }]));
    const response = await page.request.post(`/trpc/${paths}?batch=1`, {
      data: body,
      headers: { Origin: baseURL },
    });
    if (!response.ok()) throw new Error(`seeding failed: ${response.status()} ${await response.text()}`);
  }
}

/** The id of the newest message with this exact text, paging back through the room's history. */
export async function messageIdOf(page: Page, roomId: string, content: string): Promise<string> {
  let cursor: string | null = null;
  for (;;) {
    const input = encodeURIComponent(JSON.stringify({ roomId, cursor, limit: 100 }));
    const response = await page.request.get(`/trpc/messages.page?input=${input}`);
    const body: {
      result: { data: { items: { id: string; content: string }[]; nextCursor: string | null } };
    } = await response.json();
    const found = body.result.data.items.find((message) => message.content === content);
    if (found) return found.id;
    cursor = body.result.data.nextCursor;
    if (!cursor) throw new Error(`no message "${content}"`);
  }
}

export interface MemberOptions {
  prefix?: string;
  locale?: string;
  viewport?: { width: number; height: number };
}

/**
 * Members in browser contexts of their own, registered and signed in, in a language and at a
 * width of the test's choosing, with CSP bypassed (axe is injected as a script); every context
 * a test opened is closed after it. Call once per spec file, at its top.
 */
export function membersPerTest(): (
  browser: Browser,
  baseURL: string,
  options?: MemberOptions,
) => Promise<Member> {
  const open: Member[] = [];
  test.afterEach(async () => {
    for (const one of open.splice(0)) await one.context.close();
  });
  return async (browser, baseURL, { prefix = 'mb', locale = 'en-US', viewport } = {}) => {
    const context = await browser.newContext({
      baseURL,
      locale,
      viewport,
      bypassCSP: true,
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    const username = uniqueUsername(prefix);
    await registerViaApi(page.request, baseURL, username);
    const one = { username, context, page };
    open.push(one);
    return one;
  };
}
