import { PHOTO_MAX_BYTES, TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-file-check';

describe('photoFileProblem (chat spec §5)', () => {
  it('accepts JPEG, PNG and WebP images up to exactly 10,485,760 bytes', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 1234 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });

  it('refuses what is not an image, whatever its size', () => {
    expect(photoFileProblem({ type: 'text/plain', size: 10 })).toBe(TEXT.photo.notAnImage);
    expect(photoFileProblem({ type: '', size: 10 })).toBe(TEXT.photo.notAnImage);
    expect(photoFileProblem({ type: 'application/pdf', size: PHOTO_MAX_BYTES + 1 })).toBe(
      TEXT.photo.notAnImage,
    );
  });

  it('refuses an image over 10 MB', () => {
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(TEXT.photo.tooLarge);
    expect(TEXT.photo.tooLarge).toBe('Image must be less than 10MB');
    expect(TEXT.photo.notAnImage).toBe('Please select an image file');
  });

  it('refuses images the server cannot take with the server’s own text', () => {
    expect(photoFileProblem({ type: 'image/svg+xml', size: 100 })).toBe(TEXT.photo.unsupportedType);
    expect(photoFileProblem({ type: 'image/heic', size: 100 })).toBe(TEXT.photo.unsupportedType);
  });
});
