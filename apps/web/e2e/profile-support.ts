import type { Page } from '@playwright/test';
import { trpcMutation } from './support';

/** The signed-in member's id, as the server knows it. */
export async function ownUserId(page: Page): Promise<string> {
  const response = await page.request.get('/trpc/auth.me');
  const body: { result: { data: { id: string } } } = await response.json();
  return body.result.data.id;
}

/** Adds a photo to the page's member's profile through the API: upload URL, PUT, add. */
export async function addProfilePhotoViaApi(page: Page, origin: string, fileName: string, png: Buffer) {
  const created = await trpcMutation(page.request, origin, 'photos.createUploadUrl', { fileName });
  const { result }: { result: { data: { uploadURL: string; photoUrl: string } } } = await created.json();
  const put = await page.request.put(result.data.uploadURL, {
    data: png,
    headers: { 'content-type': 'image/png', Origin: origin },
  });
  if (!put.ok()) throw new Error(`upload failed: ${put.status()} ${await put.text()}`);
  await trpcMutation(page.request, origin, 'photos.addProfilePhoto', {
    photoUrl: result.data.photoUrl,
    fileName,
  });
}

/**
 * Holds the page's calls of one tRPC procedure for a moment, so a pending state ('Blocking...')
 * stays on screen long enough to be seen. Batched calls name every procedure in the path.
 */
export async function delayProcedure(page: Page, procedure: string, ms: number): Promise<void> {
  const escaped = procedure.replace('.', '\\.');
  await page.route(new RegExp(`/trpc/([^?]*,)?${escaped}(,|\\?|$)`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
