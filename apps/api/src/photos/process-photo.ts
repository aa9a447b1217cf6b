import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, type TPhotoAcceptedType } from '@nahbar/contracts';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError } from '../errors';
import { sniffImageType } from './sniff-image-type';

/** Ours: the long edge of a stored photo (plenty for a full-screen lightbox) and of its thumbnail. */
export const FULL_MAX_EDGE_PX = 2560;
export const THUMBNAIL_MAX_EDGE_PX = 400;
const QUALITY = 82;

// Every photo is decoded once; libvips' operation cache would only hold memory.
sharp.cache(false);

export interface EncodedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedPhotoImages {
  full: EncodedImage;
  thumbnail: EncodedImage;
}

const SHARP_FORMAT: Record<TPhotoAcceptedType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function unreadable(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new AppError('BAD_REQUEST', 'photo.tooManyPixels');
  return new AppError('BAD_REQUEST', 'photo.unreadable');
}

async function encode(pipeline: Sharp, withAlpha: boolean): Promise<EncodedImage> {
  // Neither encoder is asked to keep metadata, so EXIF (GPS), XMP, IPTC and ICC all go.
  const encoder = withAlpha
    ? pipeline.webp({ quality: QUALITY, alphaQuality: 90 })
    : pipeline.jpeg({ quality: QUALITY, chromaSubsampling: '4:2:0' });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: withAlpha ? 'image/webp' : 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}

/**
 * Makes an upload safe to show: the type is read from the bytes, the size and the pixel
 * count are bounded before anything is decoded, the orientation is applied, and the image
 * is re-encoded without any metadata, once full size and once as a thumbnail. Opaque
 * images become JPEG; images with transparency become WebP, which keeps it.
 */
export async function processPhoto(
  bytes: Buffer,
  fileName: string,
  declaredType: string | undefined,
): Promise<ProcessedPhotoImages> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'photo.tooLarge');
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'photo.notAnImage');
  const type = await sniffImageType(bytes, fileName, declaredType);
  const options: SharpOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' };

  // The header alone: a 50,000 × 50,000 pixel claim is refused here, before decoding.
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (metadata.format !== SHARP_FORMAT[type]) throw new AppError('BAD_REQUEST', 'photo.typeMismatch');
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('BAD_REQUEST', 'photo.unreadable');
  if (width * height > PHOTO_MAX_PIXELS) throw new AppError('BAD_REQUEST', 'photo.tooManyPixels');

  const withAlpha = metadata.hasAlpha === true;
  try {
    const full = await encode(
      sharp(bytes, options).autoOrient().resize({
        width: FULL_MAX_EDGE_PX,
        height: FULL_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      withAlpha,
    );
    // From the re-encoded image: already upright, small, and free of metadata.
    const thumbnail = await encode(
      sharp(full.data).resize({
        width: THUMBNAIL_MAX_EDGE_PX,
        height: THUMBNAIL_MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      withAlpha,
    );
    return { full, thumbnail };
  } catch (error) {
    throw unreadable(error);
  }
}
