import { describe, expect, it } from 'vitest';
import { isPhotoMessage } from './photo-message-rule';
import { photoThumbnailUrl, resolvePhotoUrl } from './photo-url';
import { ZAddProfilePhotoInput, ZUploadUrlInput } from './photos';

describe('isPhotoMessage (chat spec §5)', () => {
  it('needs a photoUrl longer than 5 characters that is not the word photo', () => {
    expect(isPhotoMessage('/photos/0b9f4c1e-2a55-4a8e-9d0c-0c1f5a7b3e21')).toBe(true);
    expect(isPhotoMessage('https://cdn.example/x.jpg')).toBe(true);
    expect(isPhotoMessage('abcdef')).toBe(true);
  });
  it('treats absent, short and placeholder URLs as text', () => {
    expect(isPhotoMessage(undefined)).toBe(false);
    expect(isPhotoMessage(null)).toBe(false);
    expect(isPhotoMessage('')).toBe(false);
    expect(isPhotoMessage('photo')).toBe(false);
    expect(isPhotoMessage('abcde')).toBe(false);
    // Longer than 5 and not exactly the word: a photo, however odd.
    expect(isPhotoMessage('photos')).toBe(true);
  });
});

describe('resolvePhotoUrl (accounts spec §3)', () => {
  it('keeps absolute and /photos/ URLs', () => {
    expect(resolvePhotoUrl('https://x.example/a.jpg')).toBe('https://x.example/a.jpg');
    expect(resolvePhotoUrl('http://x.example/a.jpg')).toBe('http://x.example/a.jpg');
    expect(resolvePhotoUrl('/photos/abc')).toBe('/photos/abc');
  });
  it('prefixes other relative URLs with /photos', () => {
    expect(resolvePhotoUrl('abc.jpg')).toBe('/photos/abc.jpg');
    expect(resolvePhotoUrl('/abc.jpg')).toBe('/photos/abc.jpg');
    expect(resolvePhotoUrl('/photosabc')).toBe('/photos/photosabc');
  });
  it('asks for the thumbnail with size=thumbnail', () => {
    expect(photoThumbnailUrl('/photos/abc')).toBe('/photos/abc?size=thumbnail');
    expect(photoThumbnailUrl('https://x.example/a.jpg?v=2')).toBe(
      'https://x.example/a.jpg?v=2&size=thumbnail',
    );
  });
});

describe('photo inputs', () => {
  it('requires a file name and keeps it trimmed', () => {
    expect(ZUploadUrlInput.parse({ fileName: ' me.jpg ' })).toEqual({ fileName: 'me.jpg' });
    const blank = ZUploadUrlInput.safeParse({ fileName: '  ' });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe('photo.notAnImage');
    const long = ZUploadUrlInput.safeParse({ fileName: `${'a'.repeat(260)}.jpg` });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('photo.fileNameTooLong');
  });
  it('requires a photo URL for a profile photo', () => {
    expect(ZAddProfilePhotoInput.safeParse({ photoUrl: '' }).success).toBe(false);
    expect(ZAddProfilePhotoInput.parse({ photoUrl: '/photos/x', isPrimary: true })).toMatchObject({
      isPrimary: true,
    });
  });
});
