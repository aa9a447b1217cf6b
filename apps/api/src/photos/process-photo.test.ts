import { PHOTO_MAX_BYTES, TEXT } from '@nahbar/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  declaredHugePng,
  hasGpsExif,
  jpegSegments,
  jpegWithGps,
  oversizedJpeg,
  pngBytes,
  pngWithAlpha,
  svgBytes,
  textBytes,
  webpBytes,
} from '../../test/photo-fixtures';
import { AppError } from '../errors';
import { processPhoto, THUMBNAIL_MAX_EDGE_PX } from './process-photo';

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe('processPhoto', () => {
  it('strips EXIF (GPS), XMP and IPTC and applies the orientation', async () => {
    const input = await jpegWithGps();
    // The fixture really carries what must go.
    expect(hasGpsExif(input)).toBe(true);
    expect(jpegSegments(input).map((s) => s.id)).toEqual(
      expect.arrayContaining(['Exif', 'http://ns.adobe.com/xap/1.0/', 'Photoshop 3.0']),
    );
    expect(input.includes('NahbarCam')).toBe(true);

    const { full, thumbnail } = await processPhoto(input, 'IMG_0001.JPG', 'image/jpeg');
    for (const image of [full, thumbnail]) {
      expect(image.contentType).toBe('image/jpeg');
      expect(hasGpsExif(image.data)).toBe(false);
      // No APPn or comment segment at all: no EXIF, XMP, IPTC or ICC.
      expect(jpegSegments(image.data)).toEqual([]);
      for (const trace of ['Exif', 'NahbarCam', 'ns.adobe.com', 'Photoshop', '8BIM', 'Berlin', 'GPS']) {
        expect(image.data.includes(trace)).toBe(false);
      }
      const meta = await sharp(image.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Stored 96 × 48 with orientation 6: upright it is 48 wide, 96 high.
    expect([full.width, full.height]).toEqual([48, 96]);
  });

  it('makes a thumbnail no larger than its edge limit', async () => {
    const { full, thumbnail } = await processPhoto(await pngBytes(1200, 800), 'wide.png', 'image/png');
    expect([full.width, full.height]).toEqual([1200, 800]);
    expect([thumbnail.width, thumbnail.height]).toEqual([THUMBNAIL_MAX_EDGE_PX, 267]);
  });

  it('keeps transparency as WebP, without the PNG metadata, and turns opaque images into JPEG', async () => {
    const png = await pngWithAlpha();
    expect(png.includes('eXIf') && png.includes('NahbarCam') && png.includes('XML:com.adobe.xmp')).toBe(true);
    const { full, thumbnail } = await processPhoto(png, 'logo.png', 'image/png');
    for (const image of [full, thumbnail]) {
      expect(image.contentType).toBe('image/webp');
      for (const trace of ['EXIF', 'XMP ', 'NahbarCam', 'ns.adobe.com'])
        expect(image.data.includes(trace)).toBe(false);
      expect((await sharp(image.data).metadata()).hasAlpha).toBe(true);
    }
    expect((await processPhoto(await webpBytes(), 'a.webp', undefined)).full.contentType).toBe('image/jpeg');
  });

  it('accepts generic and absent declarations and names without an extension', async () => {
    const png = await pngBytes();
    for (const [name, declared] of [
      ['Screenshot 10.30.22', 'application/octet-stream'],
      ['photo', undefined],
    ] as const) {
      const { full, thumbnail } = await processPhoto(png, name, declared);
      expect(full.contentType).toBe('image/jpeg');
      expect((await sharp(full.data).metadata()).format).toBe('jpeg');
      expect(thumbnail.data.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['a PNG named .jpg', () => pngBytes(), 'holiday.jpg', 'image/png', TEXT.photo.typeMismatch],
    ['a PNG declared as JPEG', () => pngBytes(), 'holiday.png', 'image/jpeg', TEXT.photo.typeMismatch],
    ['a text file sent as image/png', async () => textBytes, 'notes.png', 'image/png', TEXT.photo.notAnImage],
    ['an SVG', async () => svgBytes, 'drawing.svg', 'image/svg+xml', TEXT.photo.notAnImage],
    ['an SVG named .png', async () => svgBytes, 'drawing.png', 'image/png', TEXT.photo.notAnImage],
    ['an empty file', async () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg', TEXT.photo.notAnImage],
  ])('refuses %s', async (_name, bytes, fileName, declared, message) => {
    expect(await refusal(processPhoto(await bytes(), fileName, declared))).toEqual({
      code: 'BAD_REQUEST',
      message,
    });
  });

  it('refuses a body one byte over 10 MB with a 413', async () => {
    const body = await oversizedJpeg();
    expect(body.length).toBe(PHOTO_MAX_BYTES + 1);
    expect(await refusal(processPhoto(body, 'big.jpg', 'image/jpeg'))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: TEXT.photo.tooLarge,
    });
  });

  it('refuses a small file declaring 50,000 × 50,000 pixels without decoding it', async () => {
    const bomb = declaredHugePng();
    expect(bomb.length).toBeLessThan(100);
    // Its pixel data is a few bytes: decoding would fail as unreadable. Too many pixels is
    // what the header alone says. (How fast that is: `pnpm bench:photos`.)
    expect(await refusal(processPhoto(bomb, 'bomb.png', 'image/png'))).toEqual({
      code: 'BAD_REQUEST',
      message: TEXT.photo.tooManyPixels,
    });
  });

  it('refuses a truncated image as unreadable', async () => {
    const jpeg = await jpegWithGps();
    expect(await refusal(processPhoto(jpeg.subarray(0, jpeg.length - 200), 'cut.jpg', 'image/jpeg'))).toEqual(
      {
        code: 'BAD_REQUEST',
        message: TEXT.photo.unreadable,
      },
    );
  });
});
