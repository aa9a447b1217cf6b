/**
 * Object keys, all derived from the photo's generated id: the user's file name never
 * reaches the store.
 */
export function incomingKey(photoId: string): string {
  return `incoming/${photoId}`;
}

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export function photoKeys(
  photoId: string,
  contentType: keyof typeof EXTENSION,
): { objectKey: string; thumbnailKey: string } {
  const extension = EXTENSION[contentType];
  return {
    objectKey: `photos/${photoId}.${extension}`,
    thumbnailKey: `photos/${photoId}-thumb.${extension}`,
  };
}
