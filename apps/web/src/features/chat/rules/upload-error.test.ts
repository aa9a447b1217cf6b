import { TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { UploadHttpError, uploadErrorDetail } from './upload-error';

/** The shape of a TRPCClientError as far as the rule looks at it. */
function trpcError(httpStatus: number, message: string) {
  return Object.assign(new Error(message), { data: { httpStatus } });
}

describe('UploadHttpError (chat spec §7)', () => {
  it('reads "status: body", or the status text when the body is empty', () => {
    const json = JSON.stringify({ error: 'PAYLOAD_TOO_LARGE', message: TEXT.photo.tooLarge });
    const refused = new UploadHttpError(413, 'Payload Too Large', json);
    expect(refused.message).toBe(`413: ${json}`);
    expect(refused.serverMessage).toBe(TEXT.photo.tooLarge);
    const empty = new UploadHttpError(502, 'Bad Gateway', '');
    expect(empty.message).toBe('502: Bad Gateway');
    expect(empty.serverMessage).toBeNull();
  });
});

describe('uploadErrorDetail (chat spec §8)', () => {
  it('gives the spec’s text for faults worth retrying', () => {
    expect(uploadErrorDetail(new TypeError('Failed to fetch'))).toBe(TEXT.photo.uploadErrorDetail);
    expect(uploadErrorDetail(new UploadHttpError(500, 'Internal Server Error', '{"message":"x"}'))).toBe(
      TEXT.photo.uploadErrorDetail,
    );
    expect(uploadErrorDetail(trpcError(503, 'Service Unavailable'))).toBe(TEXT.photo.uploadErrorDetail);
    expect(TEXT.photo.uploadErrorDetail).toBe('Failed to upload photo. Please try again.');
  });

  it('gives our server’s reason when it refused the photo', () => {
    const body = JSON.stringify({ error: 'BAD_REQUEST', message: TEXT.photo.typeMismatch });
    expect(uploadErrorDetail(new UploadHttpError(400, 'Bad Request', body))).toBe(TEXT.photo.typeMismatch);
    expect(uploadErrorDetail(trpcError(400, TEXT.photo.tooManyPixels))).toBe(TEXT.photo.tooManyPixels);
  });

  it('falls back to the spec’s text for a refusal without our JSON (S3 speaks XML)', () => {
    const xml = '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>';
    expect(uploadErrorDetail(new UploadHttpError(403, 'Forbidden', xml))).toBe(TEXT.photo.uploadErrorDetail);
  });
});
