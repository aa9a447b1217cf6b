import { createHash, randomBytes } from 'node:crypto';
import { type EmailTokenPurpose, type EmailTokenRow, emailTokensQueries } from '@nahbar/db';
import type { AppDeps } from '../deps';

type TokenDb = Parameters<typeof emailTokensQueries.insert>[0];

/** Tokens are stored only as this hash: a leaked table opens no link. */
export function hashMailToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Makes a random single-use token (256 bits, base64url) and stores its hash; answers the token. */
export async function createMailToken(
  db: TokenDb,
  token: { userId: string; purpose: EmailTokenPurpose; detail: string | null; expiresAt: Date },
): Promise<string> {
  const plain = randomBytes(32).toString('base64url');
  await emailTokensQueries.insert(db, { ...token, tokenHash: hashMailToken(plain) });
  return plain;
}

/** Uses a token up: its row when it was valid for `purpose`, undefined otherwise. */
export function consumeMailToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  purpose: EmailTokenPurpose,
  token: string,
  db: TokenDb = deps.db,
): Promise<EmailTokenRow | undefined> {
  return emailTokensQueries.consume(db, hashMailToken(token), purpose, deps.clock.now());
}

/** Whether a token is valid for `purpose` now, without using it up. */
export function mailTokenUsable(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<boolean> {
  return emailTokensQueries.isUsable(deps.db, hashMailToken(token), purpose, deps.clock.now());
}
