import { PHOTO_ACCEPTED_TYPES, type TPhotoAcceptedType } from '@nahbar/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';

const ACCEPTED: ReadonlySet<string> = new Set(PHOTO_ACCEPTED_TYPES);

function isAccepted(mime: string): mime is TPhotoAcceptedType {
  return ACCEPTED.has(mime);
}

/** Extensions we recognise, with the type each one claims. */
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  svgz: 'image/svg+xml',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  ico: 'image/x-icon',
  html: 'text/html',
  htm: 'text/html',
  xhtml: 'application/xhtml+xml',
  xml: 'application/xml',
  txt: 'text/plain',
  pdf: 'application/pdf',
  js: 'text/javascript',
};

const MIME_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * The type a file name claims, if its extension is one we know. Names like
 * "Screenshot 10.30.22" end in something that is no extension at all, and claim nothing.
 */
export function typeClaimedByName(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  return EXTENSION_TYPES[fileName.slice(dot + 1).toLowerCase()];
}

/** Refuses, before any upload happens, a file name that announces a type we never take. */
export function assertAcceptableFileName(fileName: string): void {
  const claimed = typeClaimedByName(fileName);
  if (claimed === undefined || isAccepted(claimed)) return;
  throw new AppError(
    'BAD_REQUEST',
    claimed.startsWith('image/') ? 'photo.unsupportedType' : 'photo.notAnImage',
  );
}

/**
 * The image type read from the bytes themselves. The file name and the declared content
 * type must agree with it: a PNG named `.jpg` or a text file sent as `image/png` is refused.
 */
export async function sniffImageType(
  bytes: Buffer,
  fileName: string,
  declaredType: string | undefined,
): Promise<TPhotoAcceptedType> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed) throw new AppError('BAD_REQUEST', 'photo.notAnImage');
  if (!isAccepted(sniffed.mime)) {
    throw new AppError(
      'BAD_REQUEST',
      sniffed.mime.startsWith('image/') ? 'photo.unsupportedType' : 'photo.notAnImage',
    );
  }
  const claimedByName = typeClaimedByName(fileName);
  if (claimedByName !== undefined && claimedByName !== sniffed.mime) {
    throw new AppError('BAD_REQUEST', 'photo.typeMismatch');
  }
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  // Generic declarations say nothing about the content; anything specific must match it.
  if (declared && declared !== 'application/octet-stream' && declared !== 'binary/octet-stream') {
    if ((MIME_ALIASES[declared] ?? declared) !== sniffed.mime) {
      throw new AppError('BAD_REQUEST', 'photo.typeMismatch');
    }
  }
  return sniffed.mime;
}
