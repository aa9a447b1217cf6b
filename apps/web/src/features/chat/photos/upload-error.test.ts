import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { UploadHttpError, uploadErrorDetail } from './upload-error';

/** The shape of a TRPCClientError as far as the rule looks at it. */
function trpcError(httpStatus: number, key?: string) {
  const text = key ? { key, params: [] } : undefined;
  return Object.assign(new Error('English wording'), { data: { httpStatus, text } });
}

/** Our server's REST error body: the English message and the catalogue key. */
const restBody = (key: string) =>
  JSON.stringify({ error: 'BAD_REQUEST', message: 'English', text: { key, params: [] } });

describe('UploadHttpError (chat spec §7)', () => {
  it('reads "status: body", or the status text when the body is empty', () => {
    const json = restBody('photo.tooLarge');
    const refused = new UploadHttpError(413, 'Payload Too Large', json);
    expect(refused.message).toBe(`413: ${json}`);
    expect(refused.body).toEqual(JSON.parse(json));
    const empty = new UploadHttpError(502, 'Bad Gateway', '');
    expect(empty.message).toBe('502: Bad Gateway');
    expect(empty.body).toBeNull();
  });
});

describe('uploadErrorDetail (chat spec §8)', () => {
  it('gives the spec’s text for faults worth retrying', () => {
    expect(uploadErrorDetail(en, new TypeError('Failed to fetch'))).toBe(en.photo.uploadErrorDetail);
    expect(
      uploadErrorDetail(en, new UploadHttpError(500, 'Internal Server Error', restBody('live.failed'))),
    ).toBe(en.photo.uploadErrorDetail);
    expect(uploadErrorDetail(en, trpcError(503, 'live.failed'))).toBe(en.photo.uploadErrorDetail);
    expect(en.photo.uploadErrorDetail).toBe('Failed to upload photo. Please try again.');
  });

  it('gives our server’s reason when it refused the photo', () => {
    const refused = new UploadHttpError(400, 'Bad Request', restBody('photo.typeMismatch'));
    expect(uploadErrorDetail(en, refused)).toBe(en.photo.typeMismatch);
    expect(uploadErrorDetail(en, trpcError(400, 'photo.tooManyPixels'))).toBe(en.photo.tooManyPixels);
  });

  it('words the reason and the fallback in the member’s language', () => {
    const refused = new UploadHttpError(400, 'Bad Request', restBody('photo.typeMismatch'));
    expect(uploadErrorDetail(de, refused)).toBe('Die Datei enthält nicht, was ihr Name oder Typ angibt');
    expect(uploadErrorDetail(de, trpcError(400, 'photo.tooManyPixels'))).toBe(
      'Das Bild ist zu groß (höchstens 50 Megapixel)',
    );
    expect(uploadErrorDetail(de, new TypeError('Failed to fetch'))).toBe(
      'Das Foto konnte nicht hochgeladen werden. Bitte versuch es noch einmal.',
    );
  });

  it('falls back to the spec’s text for a refusal without a catalogue key', () => {
    const xml = '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>';
    expect(uploadErrorDetail(en, new UploadHttpError(403, 'Forbidden', xml))).toBe(
      en.photo.uploadErrorDetail,
    );
    const plain = JSON.stringify({ error: 'Payload Too Large', message: 'Request body is too large' });
    expect(uploadErrorDetail(de, new UploadHttpError(413, 'Payload Too Large', plain))).toBe(
      de.photo.uploadErrorDetail,
    );
    expect(uploadErrorDetail(en, trpcError(400))).toBe(en.photo.uploadErrorDetail);
  });
});
