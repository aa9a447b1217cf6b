import { expect, test } from '@playwright/test';
import { EARLY_ANSWERS_TTL_MS } from '../src/early/early-answers';
import { createRoomViaApi, memberInBrowser, messageList, sendViaApi } from './chat-support';

/*
 * The early script (src/early): a returning member's browser asks the chat screen's start
 * queries in one request while the app's code loads, and the app takes those answers instead
 * of asking again.
 */
test('a returning member’s chat starts from the early answers', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  const member = await memberInBrowser(browser, base, 'early');
  const { page } = member;
  const roomId = await createRoomViaApi(page, base, 'Early answers');
  await sendViaApi(page, base, roomId, 'Schon da, bevor die App lädt');
  // The first visit stores the member, as every browser the member signed in with has it.
  await page.goto(`/chat/${roomId}`);
  await expect(messageList(page).getByText('Schon da, bevor die App lädt')).toBeVisible();

  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/') && request.method() === 'GET') queries.push(url.pathname.slice(6));
  });
  const early = page.waitForResponse((response) => response.url().includes('auth.me,chatData.get'));
  await page.reload();
  await expect(messageList(page).getByText('Schon da, bevor die App lädt')).toBeVisible();

  const answers: { result?: unknown; error?: unknown }[] = await (await early).json();
  expect(answers).toHaveLength(6);
  for (const answer of answers) expect(answer.error).toBeUndefined();
  // Asked in the early request only: the app took those answers.
  const asked = queries.flatMap((batch) => batch.split(','));
  for (const path of ['auth.me', 'chatData.get', 'notifications.settings', 'blocks.list']) {
    expect(
      asked.filter((one) => one === path),
      path,
    ).toHaveLength(1);
  }
  // The room's messages were taken too: none is left to hand out, while the answers still last.
  const left = await page.evaluate((id) => {
    type Answers = { take: (path: string, input: unknown) => unknown };
    const answers = (window as unknown as { nahbarEarlyAnswers: Answers }).nahbarEarlyAnswers;
    return ['messages.initial'].filter((path) => answers.take(path, { roomId: id }) !== null);
  }, roomId);
  expect(left).toEqual([]);
  expect(await page.evaluate(() => performance.now())).toBeLessThan(EARLY_ANSWERS_TTL_MS);
  await member.context.close();
});

test('a visitor’s browser asks nothing early', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/')) queries.push(new URL(request.url()).pathname);
  });
  await page.goto('/chat');
  await expect(page.getByRole('button', { name: /sign in|anmelden/i }).first()).toBeVisible();
  expect(queries.filter((path) => path.includes('chatData.get'))).toEqual([]);
  await context.close();
});
