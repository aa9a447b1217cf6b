import { describe, expect, it } from 'vitest';
import { seenMessageId } from './seen-message';

const SELF = 'self';
const OTHER = 'other';
const message = (id: string, userId: string, sequenceId: number) => ({ id, userId, sequenceId });

describe('the message that carries the "Seen" mark', () => {
  const messages = [
    message('m1', SELF, 1),
    message('m2', OTHER, 2),
    message('m3', SELF, 3),
    message('m4', SELF, 4),
    message('m5', OTHER, 5),
  ];

  it('is none without a receipt', () => {
    expect(seenMessageId(messages, SELF, null)).toBeNull();
  });

  it('is the own newest message at or below the other member’s read position', () => {
    expect(seenMessageId(messages, SELF, 3)).toBe('m3');
    expect(seenMessageId(messages, SELF, 4)).toBe('m4');
    // Read past the own messages: still the own newest one.
    expect(seenMessageId(messages, SELF, 5)).toBe('m4');
    expect(seenMessageId(messages, SELF, 2)).toBe('m1');
  });

  it('is none when the other member has read none of the own messages', () => {
    expect(seenMessageId(messages, SELF, 0)).toBeNull();
    expect(seenMessageId([message('m2', OTHER, 2)], SELF, 9)).toBeNull();
  });

  it('never marks a message still on its way', () => {
    const withTemp = [...messages, { id: 'temp-1', userId: SELF, sequenceId: 0 }];
    expect(seenMessageId(withTemp, SELF, 5)).toBe('m4');
  });
});
