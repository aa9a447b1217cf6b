import { describe, expect, it } from 'vitest';
import { uploadRequestInit } from './upload-request';

const ORIGIN = 'http://localhost:3999';
const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

describe('uploadRequestInit (chat spec §7: PUT {uploadURL})', () => {
  it('puts the file with its content type', () => {
    const init = uploadRequestInit('/api/photos/upload/abc.def', file, ORIGIN);
    expect(init).toMatchObject({ method: 'PUT', body: file, headers: { 'content-type': 'image/png' } });
  });

  it('sends the session cookie only to our own origin', () => {
    expect(uploadRequestInit('/api/photos/upload/abc.def', file, ORIGIN).credentials).toBe('same-origin');
    expect(uploadRequestInit(`${ORIGIN}/api/photos/upload/x`, file, ORIGIN).credentials).toBe('same-origin');
    const presigned = 'https://s3.example.com/bucket/incoming/abc?X-Amz-Signature=f00';
    expect(uploadRequestInit(presigned, file, ORIGIN).credentials).toBe('omit');
    expect(uploadRequestInit('http://localhost:9000/bucket/x', file, ORIGIN).credentials).toBe('omit');
  });

  it('names an unknown type as plain bytes', () => {
    const untyped = new Blob([new Uint8Array([1])]);
    expect(uploadRequestInit('/u', untyped, ORIGIN).headers).toEqual({
      'content-type': 'application/octet-stream',
    });
  });
});
