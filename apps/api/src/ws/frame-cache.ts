import type { TWsServerFrame } from '@nahbar/contracts';

/**
 * A bus event reaches every local socket of a room as the same object: encode it once,
 * to the bytes every socket sends, not once per socket.
 */
const encoded = new WeakMap<object, Buffer>();

export function encodeFrame(frame: TWsServerFrame): Buffer {
  let bytes = encoded.get(frame);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(frame));
    encoded.set(frame, bytes);
  }
  return bytes;
}
