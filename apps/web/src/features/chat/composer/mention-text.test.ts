import { describe, expect, it } from 'vitest';
import { mentionedUserIds, mentionedUsernames, splitMentions } from './mention-text';

describe('mention text', () => {
  const members = [
    { id: 'a', username: 'anna', displayName: 'Anna' },
    { id: 'b', username: 'Ben.K', displayName: 'Ben' },
  ];

  it('finds mentioned usernames, without a closing full stop', () => {
    expect(mentionedUsernames('@anna and @ben.k. Also mail@host')).toEqual(['anna', 'ben.k']);
  });

  it('maps mentions to member ids, each once, ignoring case and strangers', () => {
    expect(mentionedUserIds('@Anna @ben.k @anna @nobody', members)).toEqual(['a', 'b']);
  });

  it('cuts a message into text and mentions', () => {
    expect(splitMentions('hi @anna, see @ben.k.')).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@anna', username: 'anna' },
      { kind: 'text', text: ', see ' },
      { kind: 'mention', text: '@ben.k', username: 'ben.k' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitMentions('@x')).toEqual([{ kind: 'mention', text: '@x', username: 'x' }]);
    expect(splitMentions('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
