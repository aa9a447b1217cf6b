import { crc32 } from 'node:zlib';
import { PHOTO_MAX_BYTES } from '@nahbar/contracts';
import sharp, { type Sharp } from 'sharp';

/** A gradient, so encoders have something real to chew on. */
function gradient(width: number, height: number, channels: 3 | 4): Sharp {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
      if (channels === 4) pixels[i + 3] = x < width / 2 ? 255 : 64;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="52,31.2N" exif:GPSLongitude="13,24.0E"/>
</rdf:RDF></x:xmpmeta>`;

/** An APP13 "Photoshop 3.0" segment with one IPTC record (city: Berlin). */
function iptcSegment(): Buffer {
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x5a, 0x00, 0x06]), Buffer.from('Berlin')]);
  const resource = Buffer.concat([
    Buffer.from('8BIM'),
    Buffer.from([0x04, 0x04, 0x00, 0x00]),
    Buffer.from([0, 0, 0, record.length]),
    record,
    Buffer.alloc(record.length % 2),
  ]);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\0'), resource]);
  const header = Buffer.from([0xff, 0xed, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/**
 * A camera-like JPEG: 96 × 48 stored, EXIF orientation 6 (shown 48 × 96), a GPS position
 * in EXIF, the same in XMP, and an IPTC city.
 */
export async function jpegWithGps(): Promise<Buffer> {
  const jpeg = await gradient(96, 48, 3)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'NahbarCam', Model: 'Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .withXmp(XMP)
    .toBuffer();
  // Right after the SOI marker.
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment(), jpeg.subarray(2)]);
}

export function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return gradient(width, height, 3).png().toBuffer();
}

/** Half transparent, with EXIF (a GPS IFD) and XMP in its eXIf and iTXt chunks. */
export function pngWithAlpha(): Promise<Buffer> {
  return gradient(40, 30, 4)
    .png()
    .withExif({ IFD0: { Make: 'NahbarCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .withXmp(XMP)
    .toBuffer();
}

export function webpBytes(): Promise<Buffer> {
  return gradient(40, 30, 3).webp().toBuffer();
}

export function jpegBytes(width = 40, height = 30): Promise<Buffer> {
  return gradient(width, height, 3).jpeg().toBuffer();
}

export const svgBytes = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10" fill="red"/></svg>',
);

export const textBytes = Buffer.from('Just some notes, not a picture at all.\n');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A tiny PNG whose header claims `width × height` pixels: a decompression bomb's calling card. */
export function declaredHugePng(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG padded to one byte over the limit: 10,485,761 bytes. */
export async function oversizedJpeg(): Promise<Buffer> {
  const jpeg = await jpegBytes();
  return Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpeg.length)]);
}

export interface JpegSegment {
  marker: number;
  /** The segment's identifier string, e.g. `Exif`, `http://ns.adobe.com/xap/1.0/`, `Photoshop 3.0`. */
  id: string;
  data: Buffer;
}

/** The metadata segments (APPn, COM) of a JPEG, read from its bytes up to the image data. */
export function jpegSegments(bytes: Buffer): JpegSegment[] {
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xda) break; // start of scan: pixels follow
    const length = bytes.readUInt16BE(at + 2);
    const data = bytes.subarray(at + 4, at + 2 + length);
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      const nul = data.indexOf(0);
      segments.push({ marker, id: data.subarray(0, Math.max(nul, 0)).toString('latin1'), data });
    }
    at += 2 + length;
  }
  return segments;
}

/** Whether a JPEG's EXIF has a GPS IFD (tag 0x8825 in IFD0). */
export function hasGpsExif(bytes: Buffer): boolean {
  const exif = jpegSegments(bytes).find((s) => s.marker === 0xe1 && s.id === 'Exif');
  if (!exif) return false;
  const tiff = exif.data.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i += 1) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}
