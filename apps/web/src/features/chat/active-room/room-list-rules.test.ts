import type { TRoomListItem } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { withNewRoom } from './room-list-rules';

const room = (id: string, name = id): TRoomListItem => ({
  id,
  name,
  description: null,
  isPrivate: false,
  createdBy: 'someone',
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 1,
  isMember: false,
});

describe('withNewRoom', () => {
  it('adds an announced room after the listed ones', () => {
    expect(withNewRoom([room('a')], room('b')).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('keeps a room that is listed already as it is', () => {
    const listed = { ...room('a'), memberCount: 7, isMember: true };
    const rooms = [listed];
    expect(withNewRoom(rooms, room('a'))).toBe(rooms);
  });
});
