import { createPublicKey } from 'node:crypto';

/** An uncompressed P-256 point: 0x04, then x and y of 32 bytes each (RFC 8291 §3.1). */
const POINT_BYTES = 65;
const COORDINATE_BYTES = 32;
/** The auth secret a browser makes for each subscription (RFC 8291 §3.2). */
const AUTH_BYTES = 16;

/**
 * Whether a subscription's keys can encrypt a push at all: `p256dh` a point on the P-256 curve
 * and `auth` 16 bytes. Anything else would be stored only to fail at every push, and a point
 * off the curve is what an invalid-curve attack on the key agreement sends.
 */
export function arePushKeysValid(keys: { p256dh: string; auth: string }): boolean {
  if (Buffer.from(keys.auth, 'base64url').length !== AUTH_BYTES) return false;
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== POINT_BYTES || point[0] !== 0x04) return false;
  try {
    // Importing the point checks that it lies on the curve.
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 1 + COORDINATE_BYTES).toString('base64url'),
        y: point.subarray(1 + COORDINATE_BYTES).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
