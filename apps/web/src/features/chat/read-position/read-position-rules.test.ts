import { describe, expect, it } from 'vitest';
import { lastSequenceOf, unreadChatCount, withRoomRead } from './read-position-rules';

describe('read positions', () => {
  it('takes the highest stored sequence id, ignoring messages still being sent', () => {
    expect(lastSequenceOf([])).toBeNull();
    expect(lastSequenceOf([{ sequenceId: 3 }, { sequenceId: 7 }, { sequenceId: 5 }])).toBe(7);
    expect(lastSequenceOf([{ sequenceId: 2 }, { sequenceId: 0 }])).toBe(2);
  });

  it('drops a read room from the unread list', () => {
    const unread = [
      { roomId: 'a', count: 2, mentioned: false },
      { roomId: 'b', count: 1, mentioned: true },
    ];
    expect(withRoomRead(unread, 'a')).toEqual([{ roomId: 'b', count: 1, mentioned: true }]);
  });

  it('counts private chats with something unread', () => {
    const unread = [
      { roomId: 'room', count: 4, mentioned: false },
      { roomId: 'chat1', count: 1, mentioned: false },
      { roomId: 'chat2', count: 3, mentioned: true },
    ];
    expect(unreadChatCount(unread, ['chat1', 'chat2', 'chat3'])).toBe(2);
  });
});
