import { TEXT } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('message cursors', () => {
  it('round-trips sequence ids through an opaque url-safe string', () => {
    for (const id of [1, 20, 45, 2_147_483_647]) {
      const cursor = encodeCursor(id);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(cursor).not.toBe(String(id));
      expect(decodeCursor(cursor)).toEqual({ direction: 'older', sequenceId: id });
      const newer = encodeCursor(id, 'newer');
      expect(newer).not.toBe(cursor);
      expect(decodeCursor(newer)).toEqual({ direction: 'newer', sequenceId: id });
    }
  });

  it.each([
    ['empty', ''],
    ['not base64url', '***'],
    ['zero', encodeCursor(0)],
    ['negative', Buffer.from('-3').toString('base64url')],
    ['a fraction', Buffer.from('1.5').toString('base64url')],
    ['padded', `${encodeCursor(7)}=`],
    ['huge', Buffer.from('99999999999').toString('base64url')],
    ['above 2^31-1', encodeCursor(2_147_483_648)],
    ['ten digits above 2^31-1', encodeCursor(9_999_999_999, 'newer')],
    ['marked twice', Buffer.from('>>5').toString('base64url')],
    ['newer than zero', encodeCursor(0, 'newer')],
  ])('refuses %s with the catalogue text', (_label, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(TEXT.chat.invalidCursor);
  });
});
