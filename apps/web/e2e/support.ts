import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'kaffee-und-kuchen-7';

/** A username no earlier run has taken (3–20 characters, as the contracts demand). */
export function uniqueUsername(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
  return `${prefix}_${suffix}`.slice(0, 20);
}

/**
 * Calls a tRPC mutation over plain HTTP, the way the app's batch link would for a single call.
 * The server only accepts state changes that carry the app's own Origin.
 */
export async function trpcMutation(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  input: unknown,
) {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { Origin: baseURL },
  });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return response;
}

export async function registerViaApi(request: APIRequestContext, baseURL: string, username: string) {
  await trpcMutation(request, baseURL, 'auth.register', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    age: 31,
    gender: 'female',
    location: 'Graz',
  });
}

/** True when the page is wider than the viewport, i.e. it scrolls sideways. */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
