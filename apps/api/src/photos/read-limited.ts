import { StoredObjectTooLargeError } from './photo-store';

/** Collects a stream into one buffer, giving up (and destroying it) past `maxBytes`. */
export async function readLimited(
  stream: AsyncIterable<Buffer | string> & { destroy?: () => void },
  maxBytes: number,
  onTooLarge: () => Error = () => new StoredObjectTooLargeError('stream'),
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy?.();
      throw onTooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}
