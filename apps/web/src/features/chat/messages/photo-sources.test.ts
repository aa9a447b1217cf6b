import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

describe('photoSources', () => {
  it('asks the server for the thumbnail of a stored photo and the full size for the lightbox', () => {
    expect(photoSources('/photos/abc')).toEqual({
      thumbnail: '/photos/abc?size=thumbnail',
      full: '/photos/abc',
    });
    expect(photoSources('old.jpg')).toEqual({
      thumbnail: '/photos/old.jpg?size=thumbnail',
      full: '/photos/old.jpg',
    });
  });

  it('shows a temporary photo from its blob: URL as it is', () => {
    const blob = 'blob:http://localhost:3999/5b1c2d3e-0000-4000-8000-000000000000';
    expect(photoSources(blob)).toEqual({ thumbnail: blob, full: blob });
  });
});
