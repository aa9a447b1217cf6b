import { SEQUENCE_ID_MAX } from '@nahbar/contracts';
import { AppError } from '../../errors';

/** Which way a page goes from the message a cursor names. */
export type CursorDirection = 'older' | 'newer';

export interface PageCursor {
  direction: CursorDirection;
  sequenceId: number;
}

/** Newer-page cursors carry this mark before the sequence id; older ones are the bare id. */
const NEWER_MARK = '>';

/**
 * Page cursors are opaque to clients (design: Lists): the base64url of a sequence id, for
 * the messages older than it (`nextCursor`) or, marked, newer than it (`prevCursor`).
 */
export function encodeCursor(sequenceId: number, direction: CursorDirection = 'older'): string {
  const text = direction === 'newer' ? `${NEWER_MARK}${sequenceId}` : String(sequenceId);
  return Buffer.from(text, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): PageCursor {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(>?)(\d{1,10})$/.exec(text);
  const direction: CursorDirection = match?.[1] ? 'newer' : 'older';
  const sequenceId = match ? Number(match[2]) : Number.NaN;
  if (
    !Number.isSafeInteger(sequenceId) ||
    sequenceId < 1 ||
    // A larger id would fail in the query (a 500), not name a page.
    sequenceId > SEQUENCE_ID_MAX ||
    encodeCursor(sequenceId, direction) !== cursor
  ) {
    throw new AppError('BAD_REQUEST', 'chat.invalidCursor');
  }
  return { direction, sequenceId };
}
