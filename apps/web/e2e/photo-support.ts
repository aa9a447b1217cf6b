import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { trpcMutation } from './support';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/**
 * A real RGB PNG of the given size (a colour gradient), made here so the test needs no image
 * library: the server decodes and re-encodes it like any photo.
 */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      rows[at] = Math.round((x / width) * 255);
      rows[at + 1] = Math.round((y / height) * 255);
      rows[at + 2] = 160;
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks a file through the composer's photo button and the browser's file chooser. */
export async function pickPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles(file);
}

/** The natural width of a loaded image, 0 while it has not loaded (or failed). */
export function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0));
}

/** Waits until the image has loaded and answers its natural width. */
export async function loadedWidth(image: Locator): Promise<number> {
  await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0);
  return naturalWidth(image);
}

/** Posts a photo message through the API as the page's member: upload URL, PUT, send. */
export async function sendPhotoViaApi(
  page: Page,
  origin: string,
  roomId: string,
  fileName: string,
  png: Buffer,
): Promise<void> {
  const created = await trpcMutation(page.request, origin, 'photos.createUploadUrl', { fileName });
  const { result }: { result: { data: { uploadURL: string; photoUrl: string } } } = await created.json();
  const put = await page.request.put(result.data.uploadURL, {
    data: png,
    headers: { 'content-type': 'image/png', Origin: origin },
  });
  if (!put.ok()) throw new Error(`upload failed: ${put.status()} ${await put.text()}`);
  await trpcMutation(page.request, origin, 'messages.send', {
    roomId,
    messageType: 'photo',
    photoUrl: result.data.photoUrl,
    photoFileName: fileName,
    content: '',
  });
}
