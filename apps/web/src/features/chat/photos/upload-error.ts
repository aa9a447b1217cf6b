import type { Messages } from '@nahbar/contracts';
import { serverErrorText } from '../../../i18n/server-text';
import { httpStatusOf } from '../outbox/send-outcome';

/**
 * A non-ok answer to the `PUT {uploadURL}`. Its message follows chat spec §7: the status, a
 * colon and space, then the body text (or the status text when the body is empty).
 */
export class UploadHttpError extends Error {
  /** The server's JSON error body (`{ error, message, text }`), when it sent one. */
  readonly body: unknown;

  constructor(
    readonly status: number,
    statusText: string,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'UploadHttpError';
    this.body = jsonOf(bodyText);
  }
}

function jsonOf(bodyText: string): unknown {
  try {
    return JSON.parse(bodyText);
  } catch {
    return null; // Not our JSON error (S3 answers in XML): nothing worth showing.
  }
}

const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

/**
 * The detail of the 'Upload Error' toast (chat spec §8). The spec's text says "Please try
 * again", which is right for a dropped connection or a server fault; when our server refused
 * the photo for a reason (wrong kind of file, too large, too many pixels, a closed chat) its
 * catalogue text says what to do instead, in the member's language. S3's own refusals are XML
 * and get the spec's text.
 */
export function uploadErrorDetail(m: Messages, error: unknown): string {
  const refusal =
    error instanceof UploadHttpError
      ? isRefusal(error.status) && serverErrorText(m, error.body)
      : isRefusal(httpStatusOf(error)) && serverErrorText(m, error);
  return refusal || m.photo.uploadErrorDetail;
}
