import { TEXT } from '@nahbar/contracts';
import { AppError } from '../../errors';

/**
 * Page cursors are opaque to clients: the base64url of the oldest sequence id they hold,
 * so the next page is everything older (design: Lists).
 */
export function encodeCursor(sequenceId: number): string {
  return Buffer.from(String(sequenceId), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const sequenceId = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(sequenceId) || sequenceId < 1 || encodeCursor(sequenceId) !== cursor) {
    throw new AppError('BAD_REQUEST', TEXT.chat.invalidCursor);
  }
  return sequenceId;
}
