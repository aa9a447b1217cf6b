import type { TMessage } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { textMessage as message } from '../testing/text-message';
import { isTempMessage, mergeMessages, withPending } from './message-merge';

const seqs = (messages: readonly TMessage[]) => messages.map((m) => m.sequenceId);

describe('mergeMessages', () => {
  it('appends newer messages in sequence order', () => {
    const result = mergeMessages([message(1), message(2)], [message(4), message(3)]);
    expect(seqs(result.messages)).toEqual([1, 2, 3, 4]);
    expect(result).toMatchObject({ added: 2, prepended: 0 });
  });

  it('keeps each message once, however often it arrives', () => {
    const once = mergeMessages([message(1), message(2)], [message(2), message(3), message(3)]);
    expect(seqs(once.messages)).toEqual([1, 2, 3]);
    expect(once.added).toBe(1);
    const again = mergeMessages(once.messages, [message(1), message(2), message(3)]);
    expect(again).toMatchObject({ added: 0, prepended: 0 });
    expect(seqs(again.messages)).toEqual([1, 2, 3]);
  });

  it('counts the messages placed before the old first one (an older page)', () => {
    const result = mergeMessages([message(21), message(22)], [message(1), message(2), message(20)]);
    expect(seqs(result.messages)).toEqual([1, 2, 20, 21, 22]);
    expect(result.prepended).toBe(3);
  });

  it('fills a gap in the middle without counting it as prepended', () => {
    const result = mergeMessages([message(1), message(5)], [message(3), message(6)]);
    expect(seqs(result.messages)).toEqual([1, 3, 5, 6]);
    expect(result).toMatchObject({ prepended: 0, added: 2 });
  });

  it('replaces a temporary message with its stored copy', () => {
    const temp = message(0, { id: 'temp-abc', clientMessageId: 'abc', sequenceId: 0 });
    const stored = message(3, { clientMessageId: 'abc' });
    const result = mergeMessages([message(1), temp], [stored]);
    expect(result.messages.map((m) => m.id)).toEqual(['id-1', 'id-3']);
    expect(result.messages.some(isTempMessage)).toBe(false);
  });

  it('ignores a second stored copy with the same clientMessageId, and a temp for a stored one', () => {
    const stored = message(3, { clientMessageId: 'abc' });
    const copy = message(4, { id: 'other', clientMessageId: 'abc' });
    const temp = message(0, { id: 'temp-abc', clientMessageId: 'abc' });
    expect(mergeMessages([stored], [copy, temp]).messages.map((m) => m.id)).toEqual(['id-3']);
  });

  it('keeps temporary messages after the stored ones', () => {
    const temp = message(0, { id: 'temp-x', clientMessageId: 'x' });
    const result = mergeMessages([message(1), temp], [message(2)]);
    expect(result.messages.map((m) => m.id)).toEqual(['id-1', 'id-2', 'temp-x']);
  });

  it('starts from nothing', () => {
    expect(seqs(mergeMessages([], [message(2), message(1)]).messages)).toEqual([1, 2]);
  });
});

describe('withPending', () => {
  it('adds messages on their way after the stored ones, minus the delivered', () => {
    const stored = [message(1, { clientMessageId: 'a' })];
    const pending = [
      message(0, { id: 'temp-a', clientMessageId: 'a' }),
      message(0, { id: 'temp-b', clientMessageId: 'b' }),
    ];
    expect(withPending(stored, pending).map((m) => m.id)).toEqual(['id-1', 'temp-b']);
  });

  it('returns the same list when nothing is pending', () => {
    const stored = [message(1)];
    expect(withPending(stored, [])).toBe(stored);
  });
});
