import { en, type TFriend, type TFriendListUser, type TFriendRequest } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { filterFriends, relationIndex, requestsBadge, showFriendSearch, statusBadge } from './friend-rules';

function user(id: string, displayName = id, username = id.toLowerCase()): TFriendListUser {
  return { id, username, displayName, gender: 'female', primaryPhoto: null, isOnline: false };
}
function friend(id: string, displayName?: string, username?: string): TFriend {
  return { id: `f-${id}`, createdAt: '2025-01-01T00:00:00.000Z', friend: user(id, displayName, username) };
}
function request(id: string, sender: string, receiver: string): TFriendRequest {
  return { id, createdAt: '2025-01-01T00:00:00.000Z', sender: user(sender), receiver: user(receiver) };
}

describe('friend rules', () => {
  it('offers the friends search box only beyond 3 friends', () => {
    expect(showFriendSearch(0)).toBe(false);
    expect(showFriendSearch(3)).toBe(false);
    expect(showFriendSearch(4)).toBe(true);
  });

  it('filters friends by display name or username, ignoring case and outer spaces', () => {
    const list = [
      friend('1', 'Anna Berg', 'anna_b'),
      friend('2', 'Ben', 'benny'),
      friend('3', 'Cleo', 'zanna'),
    ];
    expect(filterFriends(list, '  ANN ').map((f) => f.friend.id)).toEqual(['1', '3']);
    expect(filterFriends(list, 'benny').map((f) => f.friend.id)).toEqual(['2']);
    expect(filterFriends(list, '   ')).toHaveLength(3);
    expect(filterFriends(list, 'xyz')).toEqual([]);
  });

  it('counts received and sent requests in the Requests badge', () => {
    expect(requestsBadge(0, 0)).toBe(0);
    expect(requestsBadge(2, 3)).toBe(5);
  });

  it('names the badge of each status, and none for a stranger', () => {
    expect(statusBadge(en, 'friends')).toBe('Friends');
    expect(statusBadge(en, 'pending_sent')).toBe('Request Sent');
    expect(statusBadge(en, 'pending_received')).toBe('Request Received');
    expect(statusBadge(en, 'none')).toBeNull();
  });

  it('indexes every linked member with the request to answer or cancel', () => {
    const index = relationIndex({
      friends: [friend('ann')],
      received: [request('r1', 'ben', 'me')],
      sent: [request('r2', 'me', 'cleo')],
    });
    expect(index.get('ann')).toEqual({ status: 'friends', requestId: null });
    expect(index.get('ben')).toEqual({ status: 'pending_received', requestId: 'r1' });
    expect(index.get('cleo')).toEqual({ status: 'pending_sent', requestId: 'r2' });
    expect(index.get('dora')).toBeUndefined();
  });

  it('lets a friendship win over a stale request, and a received request over a sent one', () => {
    const index = relationIndex({
      friends: [friend('ann')],
      received: [request('r1', 'ann', 'me'), request('r3', 'ben', 'me')],
      sent: [request('r2', 'me', 'ben')],
    });
    expect(index.get('ann')?.status).toBe('friends');
    expect(index.get('ben')).toEqual({ status: 'pending_received', requestId: 'r3' });
  });
});
