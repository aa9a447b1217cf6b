import { describe, expect, it } from 'vitest';
import { findMentionTrigger, insertMention, mentionCandidates } from './mention-trigger';

describe('findMentionTrigger', () => {
  it('opens on an @ at the caret, at the start or after a space', () => {
    expect(findMentionTrigger('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionTrigger('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(findMentionTrigger('hi\n@an', 6)).toEqual({ start: 3, query: 'an' });
  });

  it('closes once a space follows the @', () => {
    expect(findMentionTrigger('hi @anna ', 9)).toBeNull();
    expect(findMentionTrigger('hi @anna b', 10)).toBeNull();
  });

  it('allows at most 20 characters after the @', () => {
    const twenty = 'a'.repeat(20);
    expect(findMentionTrigger(`@${twenty}`, 21)).toEqual({ start: 0, query: twenty });
    expect(findMentionTrigger(`@${twenty}b`, 22)).toBeNull();
  });

  it('looks only at the text before the caret', () => {
    expect(findMentionTrigger('@an and more', 3)).toEqual({ start: 0, query: 'an' });
    expect(findMentionTrigger('text @an', 2)).toBeNull();
  });

  it('ignores an @ inside a word, such as an e-mail address', () => {
    expect(findMentionTrigger('mail@host', 9)).toBeNull();
    expect(findMentionTrigger('no at sign', 5)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the username and a space', () => {
    const text = 'hi @an';
    const trigger = findMentionTrigger(text, 6);
    expect(trigger).not.toBeNull();
    if (trigger)
      expect(insertMention(text, trigger, 6, 'anna_k')).toEqual({ text: 'hi @anna_k ', caret: 11 });
  });

  it('keeps the text after the caret, replacing the rest of the word being typed', () => {
    const text = 'hi @anXX there';
    const trigger = { start: 3, query: 'an' };
    expect(insertMention(text, trigger, 6, 'anna')).toEqual({ text: 'hi @anna there', caret: 9 });
  });
});

describe('mentionCandidates', () => {
  const members = [
    { id: '1', username: 'me', displayName: 'Me Myself' },
    { id: '2', username: 'zoe', displayName: 'Anna Zoe' },
    { id: '3', username: 'anna', displayName: 'Anna' },
    { id: '4', username: 'ben', displayName: 'Ben Hanna' },
  ];

  it('lists everyone but oneself for an empty query', () => {
    expect(mentionCandidates(members, '', '1').map((m) => m.username)).toEqual(['anna', 'ben', 'zoe']);
  });

  it('puts names that start with the query before names that contain it', () => {
    expect(mentionCandidates(members, 'ANN', '1').map((m) => m.username)).toEqual(['anna', 'zoe', 'ben']);
  });

  it('caps the list', () => {
    expect(mentionCandidates(members, '', '1', 2)).toHaveLength(2);
  });
});
