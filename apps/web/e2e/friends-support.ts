import type { Page } from '@playwright/test';
import { trpcMutation } from './support';

/** The signed-in member's id, asked of the server as the page's member. */
export async function myId(page: Page): Promise<string> {
  const response = await page.request.get('/trpc/auth.me');
  const body: { result: { data: { id: string } } } = await response.json();
  return body.result.data.id;
}

/**
 * Makes two members friends through the API: each sends a request to the other, and the
 * second send accepts the first (a request the other already sent is accepted instead).
 */
export async function befriendViaApi(a: Page, b: Page, baseURL: string): Promise<void> {
  await trpcMutation(a.request, baseURL, 'friends.send', { userId: await myId(b) });
  await trpcMutation(b.request, baseURL, 'friends.send', { userId: await myId(a) });
}

/** Sends a friend request from `from` to `to` through the API. */
export async function requestViaApi(from: Page, to: Page, baseURL: string): Promise<void> {
  await trpcMutation(from.request, baseURL, 'friends.send', { userId: await myId(to) });
}

/** The members panel of the chat (open by default on desktop). */
export function membersPanel(page: Page) {
  return page.getByRole('complementary', { name: 'Online in Room' });
}
