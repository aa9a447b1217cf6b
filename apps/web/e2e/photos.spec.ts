import { expect, type Request, test } from '@playwright/test';
import {
  createRoomViaApi,
  type Member,
  memberInBrowser,
  messageList,
  openRoom,
  seedMessages,
} from './chat-support';
import { gradientPng, loadedWidth, pickPhoto, sendPhotoViaApi } from './photo-support';
import { expectToast } from './toast-support';

let anna: Member;
let ben: Member;

test.beforeEach(async ({ browser, baseURL }) => {
  anna = await memberInBrowser(browser, baseURL ?? '', 'anna');
  ben = await memberInBrowser(browser, baseURL ?? '', 'ben');
});

test.afterEach(async () => {
  await anna.context.close();
  await ben.context.close();
});

async function twoInRoom(baseURL: string, prefix: string) {
  const room = `${prefix} ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, baseURL, room);
  await openRoom(anna.page, roomId, room);
  await openRoom(ben.page, roomId, room);
  return roomId;
}

test('A sends a photo: a temporary one at once, then the stored one; B opens it full size', async ({
  baseURL,
}) => {
  await twoInRoom(baseURL ?? '', 'Fotos');
  const fileName = `strand-${Date.now().toString(36)}.png`;
  const label = `Photo ${fileName}`;

  // The bytes are held back until the temporary message has been seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await anna.page.route('**/api/photos/upload/**', async (route) => {
    await released;
    await route.continue();
  });

  await pickPhoto(anna.page, { name: fileName, mimeType: 'image/png', buffer: gradientPng(640, 480) });
  const annasList = messageList(anna.page);
  const temp = annasList.locator('article[data-message-id^="temp-"]');
  await expect(temp).toHaveCount(1);
  await expect(temp.getByText('Sending...')).toBeVisible();
  const tempImage = temp.getByRole('img', { name: label });
  await expect(tempImage).toHaveAttribute('src', /^blob:/);
  expect(await loadedWidth(tempImage)).toBe(640);
  const blobUrl = (await tempImage.getAttribute('src')) ?? '';

  release();
  await expect(anna.page.getByText('Photo Sent')).toBeVisible();
  await expect(anna.page.getByText('Your photo has been shared successfully.')).toBeVisible();
  await expect(temp).toHaveCount(0);
  const annasPhoto = annasList.getByRole('img', { name: label });
  await expect(annasPhoto).toHaveCount(1);
  await expect(annasPhoto).toHaveAttribute('src', /^\/photos\/[0-9a-f-]{36}\?size=thumbnail$/);
  expect(await loadedWidth(annasPhoto)).toBe(400);
  await expect(annasList.getByText('Sending...')).toHaveCount(0);
  // The picked file's blob: URL was given back once the stored photo replaced it.
  const blobStillReadable = await anna.page.evaluate(
    (url) =>
      fetch(url).then(
        () => true,
        () => false,
      ),
    blobUrl,
  );
  expect(blobStillReadable).toBe(false);

  // Ben sees the thumbnail load and opens the lightbox on the full-size photo.
  const bensPhoto = messageList(ben.page).getByRole('img', { name: label });
  await expect(bensPhoto).toBeVisible();
  expect(await loadedWidth(bensPhoto)).toBe(400);
  await messageList(ben.page)
    .getByRole('button', { name: `Open ${label}` })
    .click();
  const lightbox = ben.page.getByRole('dialog', { name: label });
  await expect(lightbox).toBeVisible();
  const full = lightbox.getByRole('img', { name: label });
  await expect(full).toHaveAttribute('src', /^\/photos\/[0-9a-f-]{36}$/);
  expect(await loadedWidth(full)).toBe(640);
  await ben.page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('a file that is not an image, or is over 10 MB, is refused and nothing is sent', async ({ baseURL }) => {
  await twoInRoom(baseURL ?? '', 'Nichts');
  const uploadCalls: string[] = [];
  const track = (request: Request) => {
    if (/photos\.|\/api\/photos\/|messages\.send/.test(request.url())) uploadCalls.push(request.url());
  };
  anna.page.on('request', track);

  await pickPhoto(anna.page, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expectToast(anna.page, 'Please select an image file');

  const huge = Buffer.alloc(10_485_761);
  gradientPng(4, 4).copy(huge);
  await pickPhoto(anna.page, { name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(anna.page.getByText('Image must be less than 10MB')).toBeVisible();

  await expect(messageList(anna.page).locator('article')).toHaveCount(0);
  await expect(messageList(ben.page).locator('article')).toHaveCount(0);
  expect(uploadCalls).toEqual([]);
});

test('a failed upload shows Upload Error and takes the temporary photo away', async ({ baseURL }) => {
  await twoInRoom(baseURL ?? '', 'Pech');
  await anna.page.route('**/api/photos/upload/**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await pickPhoto(anna.page, { name: 'pech.png', mimeType: 'image/png', buffer: gradientPng(64, 48) });
  await expect(anna.page.getByText('Upload Error')).toBeVisible();
  await expect(anna.page.getByText('Failed to upload photo. Please try again.')).toBeVisible();
  await expect(messageList(anna.page).locator('article')).toHaveCount(0);
  await expect(messageList(ben.page).locator('article')).toHaveCount(0);
});

test('a thumbnail far above the visible messages loads only once it is scrolled near', async ({
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const room = `Weit oben ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, room);
  await sendPhotoViaApi(anna.page, origin, roomId, 'oben.png', gradientPng(320, 240));
  // Enough text below it that the photo is rendered above the visible part, but not within 100 px.
  await seedMessages(anna.page, origin, roomId, 16);

  const thumbnails: string[] = [];
  ben.page.on('request', (request) => {
    if (request.url().includes('size=thumbnail')) thumbnails.push(request.url());
  });
  await openRoom(ben.page, roomId, room);
  const list = messageList(ben.page);
  await expect(list.getByText('Message 16')).toBeVisible();
  // Rendered by the list, showing its placeholder, and not asked for.
  await expect(list.getByTestId('photo-placeholder')).toHaveCount(1);
  // The sentinel: a photo arriving at the bottom, where Ben reads, is asked for by the same
  // means, set up after the one above (which the page has watched since it was rendered);
  // once it has loaded, the one above would have been asked for too.
  await sendPhotoViaApi(anna.page, origin, roomId, 'unten.png', gradientPng(320, 240));
  const below = list.getByRole('img', { name: 'Photo unten.png' });
  expect(await loadedWidth(below)).toBe(320);
  const belowUrl = new URL((await below.getAttribute('src')) ?? '', origin).href;
  expect(thumbnails).toEqual([belowUrl]);
  await expect(list.getByRole('img', { name: 'Photo oben.png' })).toHaveCount(0);

  await list.evaluate((scroller) => scroller.scrollTo({ top: 0 }));
  const photo = list.getByRole('img', { name: 'Photo oben.png' });
  expect(await loadedWidth(photo)).toBe(320);
  expect(thumbnails.filter((url) => url !== belowUrl)).toHaveLength(1);
  // (The photo below, scrolled out of the list's rendered part and back, may show its own again.)
  await expect(list.locator('article').filter({ has: photo }).getByTestId('photo-placeholder')).toHaveCount(
    0,
  );
});
