import sharp from 'sharp';

/** 4000 × 3000: the 12 megapixels of a typical phone camera. */
export const CAMERA_WIDTH = 4000;
export const CAMERA_HEIGHT = 3000;

/**
 * A JPEG shaped like a phone photo: 12 MP of smooth colour with sensor-like noise (so it
 * compresses like a photograph, to a few MB), rotated by EXIF orientation 6, and carrying a
 * GPS position, camera make and model in EXIF as phones write them.
 */
export async function cameraJpeg(seed = 1): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(CAMERA_WIDTH * CAMERA_HEIGHT * channels);
  const red = Array.from({ length: CAMERA_WIDTH }, (_, x) => 128 + 100 * Math.sin(x / 300 + seed));
  const green = Array.from({ length: CAMERA_HEIGHT }, (_, y) => 128 + 90 * Math.cos(y / 200));
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  let state = seed >>> 0 || 1;
  let i = 0;
  for (let y = 0; y < CAMERA_HEIGHT; y += 1) {
    const g = green[y] ?? 0;
    for (let x = 0; x < CAMERA_WIDTH; x += 1) {
      // xorshift: cheap, deterministic noise.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = (state & 15) - 8;
      pixels[i] = clamp((red[x] ?? 0) + noise);
      pixels[i + 1] = clamp(g + noise);
      pixels[i + 2] = clamp(((x + y) * 255) / (CAMERA_WIDTH + CAMERA_HEIGHT) + noise);
      i += channels;
    }
  }
  return sharp(pixels, { raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'BenchCam', Model: 'Twelve' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
}
