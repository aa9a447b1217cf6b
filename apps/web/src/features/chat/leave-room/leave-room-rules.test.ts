import { describe, expect, it } from 'vitest';
import { type LeavableRoom, leaveCaseOf } from './leave-room-rules';

const room = (change: Partial<LeavableRoom> = {}): LeavableRoom => ({
  isPrivate: false,
  isMember: true,
  createdBy: 'someone',
  memberCount: 3,
  ...change,
});

describe('leaveCaseOf', () => {
  it.each([
    ['not listed', undefined, null],
    ['not a member', room({ isMember: false }), null],
    ['a member of a public room', room(), 'public'],
    ['a member of a private room', room({ isPrivate: true }), 'private'],
    ['the creator with others in it', room({ createdBy: 'me', isPrivate: true }), 'handOver'],
    ['the creator of a public room with others', room({ createdBy: 'me' }), 'handOver'],
    [
      'the last member of their private room',
      room({ createdBy: 'me', isPrivate: true, memberCount: 1 }),
      'last',
    ],
    ['the last member of their public room', room({ createdBy: 'me', memberCount: 1 }), 'public'],
  ])('%s → %s', (_what, listed, expected) => {
    expect(leaveCaseOf(listed, 'me')).toBe(expected);
  });
});
