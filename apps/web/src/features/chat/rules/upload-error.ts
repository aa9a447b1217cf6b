import { TEXT } from '@nahbar/contracts';
import { httpStatusOf } from './send-outcome';

/**
 * A non-ok answer to the `PUT {uploadURL}`. Its message follows chat spec §7: the status, a
 * colon and space, then the body text (or the status text when the body is empty).
 */
export class UploadHttpError extends Error {
  /** The `message` of the server's JSON error body, when it sent one. */
  readonly serverMessage: string | null;

  constructor(
    readonly status: number,
    statusText: string,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'UploadHttpError';
    this.serverMessage = messageOfBody(bodyText);
  }
}

function messageOfBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message.trim() || null;
    }
  } catch {
    // Not our JSON error (S3 answers in XML): nothing worth showing.
  }
  return null;
}

const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/**
 * The detail of the 'Upload Error' toast (chat spec §8). The spec's text says "Please try
 * again", which is right for a dropped connection or a server fault; when our server refused
 * the photo for a reason (wrong kind of file, too large, too many pixels, a closed chat) its
 * own catalogue text says what to do instead. S3's own refusals are XML and get the spec's text.
 */
export function uploadErrorDetail(error: unknown): string {
  if (error instanceof UploadHttpError) {
    return (isRefusal(error.status) && error.serverMessage) || TEXT.photo.uploadErrorDetail;
  }
  if (isRefusal(httpStatusOf(error)) && error instanceof Error && error.message.trim() !== '') {
    return error.message;
  }
  return TEXT.photo.uploadErrorDetail;
}
