import { de, en, PHOTO_MAX_BYTES } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './photo-file-check';

describe('photoFileProblem (chat spec §5)', () => {
  it('accepts JPEG, PNG and WebP images up to exactly 10,485,760 bytes', () => {
    expect(photoFileProblem(en, { type: 'image/jpeg', size: 1234 })).toBeNull();
    expect(photoFileProblem(en, { type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem(en, { type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });

  it('refuses what is not an image, whatever its size', () => {
    expect(photoFileProblem(en, { type: 'text/plain', size: 10 })).toBe(en.photo.notAnImage);
    expect(photoFileProblem(en, { type: '', size: 10 })).toBe(en.photo.notAnImage);
    expect(photoFileProblem(en, { type: 'application/pdf', size: PHOTO_MAX_BYTES + 1 })).toBe(
      en.photo.notAnImage,
    );
  });

  it('refuses an image over 10 MB', () => {
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(photoFileProblem(en, { type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(en.photo.tooLarge);
    expect(en.photo.tooLarge).toBe('Image must be less than 10MB');
    expect(en.photo.notAnImage).toBe('Please select an image file');
  });

  it('words the problem in the member’s language', () => {
    expect(photoFileProblem(de, { type: 'text/plain', size: 10 })).toBe('Bitte wähle eine Bilddatei aus');
    expect(photoFileProblem(de, { type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'Das Bild muss kleiner als 10 MB sein',
    );
  });

  it('refuses images the server cannot take with the server’s own text', () => {
    expect(photoFileProblem(en, { type: 'image/svg+xml', size: 100 })).toBe(en.photo.unsupportedType);
    expect(photoFileProblem(en, { type: 'image/heic', size: 100 })).toBe(en.photo.unsupportedType);
  });
});
