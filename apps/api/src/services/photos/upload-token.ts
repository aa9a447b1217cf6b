import { createHash, randomBytes } from 'node:crypto';

/** A one-time upload token `<photoId>.<secret>`; only the secret's hash is stored. */
export function newUploadToken(photoId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${photoId}.${secret}`, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export function parseUploadToken(token: string): { photoId: string; secretHash: string } | undefined {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  return { photoId: match[1], secretHash: hashSecret(match[2]) };
}
