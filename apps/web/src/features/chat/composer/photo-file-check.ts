import { type Messages, PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '@nahbar/contracts';

/** What the browser tells about a picked file before anything is read or sent. */
interface PickedFile {
  type: string;
  size: number;
}

const ACCEPTED: ReadonlySet<string> = new Set(PHOTO_ACCEPTED_TYPES);

/**
 * Chat spec §5, checked at once so a wrong pick never starts an upload: it must be an image
 * ('Please select an image file') of at most PHOTO_MAX_BYTES ('Image must be less than 10MB').
 * The server accepts exactly 10,485,760 bytes, so only more is refused here too.
 * Beyond the spec: an image of a kind the server refuses anyway (HEIC, GIF, SVG...) gets the
 * server's own catalogue text now rather than an 'Upload Error' after the upload.
 */
export function photoFileProblem(m: Messages, file: PickedFile): string | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/')) return m.photo.notAnImage;
  if (!ACCEPTED.has(type)) return m.photo.unsupportedType;
  if (file.size > PHOTO_MAX_BYTES) return m.photo.tooLarge;
  return null;
}
