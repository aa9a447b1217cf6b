import { expect, test } from '@playwright/test';

/**
 * The API reference page renders the served OpenAPI document with nothing but the app's own
 * files: no request leaves for another host, and the app's Content-Security-Policy refuses
 * nothing the page needs.
 */
test('the API reference page renders the document from the app alone, within its CSP', async ({
  page,
  baseURL,
}) => {
  const appOrigin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== appOrigin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Nahbar API', level: 1 })).toBeVisible();
  await expect(page.getByText('nahbar_session').first()).toBeVisible();
  // A tag opens on its operations, each by its summary, with its schema.
  await page.getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Create a room; its creator is its first member' }),
  ).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
