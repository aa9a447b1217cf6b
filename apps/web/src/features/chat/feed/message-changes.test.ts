import { describe, expect, it } from 'vitest';
import { textMessage as message } from '../testing/text-message';
import { applyReaction, withEdited, withReaction, withRemoved } from './message-changes';

const ann = { userId: 'ann', displayName: 'Ann' };
const ben = { userId: 'ben', displayName: 'Ben' };
const change = (messageId: string, emoji: string, who: typeof ann, added: boolean) => ({
  type: 'reaction_changed' as const,
  roomId: 'r',
  messageId,
  emoji,
  ...who,
  added,
});

describe('a message removed or deleted', () => {
  it('becomes a tombstone in its place: no words, no photo, no reactions, the others untouched', () => {
    const kept = message(1, { content: 'bleibt' });
    const gone = message(2, {
      content: 'weg damit',
      photoUrl: '/photos/x',
      messageType: 'photo',
      reactions: [{ emoji: '👍', count: 1, users: [{ id: 'ann', displayName: 'Ann' }] }],
    });
    const [first, second] = withRemoved([kept, gone], gone.id, false);
    expect(first).toBe(kept);
    expect(second).toMatchObject({ id: gone.id, sequenceId: 2, content: '', photoUrl: null, removed: true });
    expect(second?.reactions).toBeUndefined();
    expect(second?.removedBySender).toBeUndefined();
    expect(withRemoved([gone], gone.id, true)[0]?.removedBySender).toBe(true);
  });

  it('shows in the quotes of its replies as deleted', () => {
    const original = message(1, { content: 'original words' });
    const reply = message(2, {
      replyTo: {
        id: original.id,
        userId: 'ann',
        displayName: 'Ann',
        excerpt: 'original words',
        isPhoto: false,
        removed: false,
      },
    });
    const [, quoted] = withRemoved([original, reply], original.id, true);
    expect(quoted?.replyTo).toMatchObject({ id: original.id, excerpt: '', removed: true });
  });

  it('leaves the list itself alone when the message is not in it', () => {
    const list = [message(1), message(2)];
    expect(withRemoved(list, 'elsewhere', true)).toBe(list);
  });
});

describe('an edited message', () => {
  it('replaces the one shown, keeps its reactions, and updates quotes of it', () => {
    const reactions = [{ emoji: '❤️', count: 2, users: [] }];
    const original = message(1, { content: 'helo', reactions });
    const reply = message(2, {
      replyTo: {
        id: original.id,
        userId: 'ann',
        displayName: 'Ann',
        excerpt: 'helo',
        isPhoto: false,
        removed: false,
      },
    });
    const edited = {
      ...original,
      content: 'hello',
      editedAt: '2026-11-28T10:00:00.000Z',
      reactions: undefined,
    };
    const [first, second] = withEdited([original, reply], edited);
    expect(first).toMatchObject({ content: 'hello', editedAt: '2026-11-28T10:00:00.000Z', reactions });
    expect(second?.replyTo?.excerpt).toBe('hello');
  });
});

describe('reactions', () => {
  it('count up and down per member and emoji, an emoji nobody uses goes, a repeat changes nothing', () => {
    let reactions = applyReaction([], { emoji: '👍', ...ann, added: true });
    reactions = applyReaction(reactions, { emoji: '👍', ...ben, added: true });
    reactions = applyReaction(reactions, { emoji: '👍', ...ben, added: true });
    reactions = applyReaction(reactions, { emoji: '😂', ...ann, added: true });
    expect(reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        users: [
          { id: 'ann', displayName: 'Ann' },
          { id: 'ben', displayName: 'Ben' },
        ],
      },
      { emoji: '😂', count: 1, users: [{ id: 'ann', displayName: 'Ann' }] },
    ]);
    reactions = applyReaction(reactions, { emoji: '😂', ...ann, added: false });
    reactions = applyReaction(reactions, { emoji: '👍', ...ann, added: false });
    expect(reactions).toEqual([{ emoji: '👍', count: 1, users: [{ id: 'ben', displayName: 'Ben' }] }]);
  });

  it('move the named message only, and never a tombstone', () => {
    const [a, b] = [message(1), message(2, { removed: true })];
    const list = [a, b];
    const [first, second] = withReaction(list, change(a.id, '🙏', ann, true));
    expect(first?.reactions).toEqual([{ emoji: '🙏', count: 1, users: [{ id: 'ann', displayName: 'Ann' }] }]);
    expect(second).toBe(b);
    expect(withReaction(list, change('elsewhere', '🙏', ann, true))).toBe(list);
    const [, still] = withReaction(list, change(b.id, '🙏', ann, true));
    expect(still).toBe(b);
  });
});
