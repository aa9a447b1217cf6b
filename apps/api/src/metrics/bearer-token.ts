import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the header's length and wherever it differs.
 */
export function carriesBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  // Compared even without a token given, so a missing header costs what a wrong one does.
  return timingSafeEqual(digest(given), digest(token));
}
