import { de, en, type TNotificationLevel } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { tabTitle, unreadSummary } from './tab-title';

const everything = (): TNotificationLevel => 'all';
const levels =
  (set: Record<string, TNotificationLevel>) =>
  (roomId: string): TNotificationLevel =>
    set[roomId] ?? 'all';

describe('the tab title', () => {
  it('is plain when nothing is unread', () => {
    expect(tabTitle(en, unreadSummary([], everything, null), 'Nahbar')).toBe('Nahbar');
    expect(tabTitle(de, { count: 0, mentioned: false }, 'Nahbar')).toBe('Nahbar');
  });

  it('counts the unread messages of every room and chat', () => {
    const summary = unreadSummary(
      [
        { roomId: 'a', count: 2, mentioned: false },
        { roomId: 'b', count: 3, mentioned: false },
      ],
      everything,
      null,
    );
    expect(tabTitle(en, summary, 'Nahbar')).toBe('(5) Nahbar');
    expect(tabTitle(de, summary, 'Nahbar')).toBe('(5) Nahbar');
  });

  it('puts a mention first, with the sidebar badge’s @', () => {
    const summary = unreadSummary(
      [
        { roomId: 'a', count: 2, mentioned: false },
        { roomId: 'b', count: 1, mentioned: true },
      ],
      everything,
      null,
    );
    expect(summary).toEqual({ count: 3, mentioned: true });
    expect(tabTitle(en, summary, 'Nahbar')).toBe('(@ 3) Nahbar');
    expect(tabTitle(de, summary, 'Nahbar')).toBe('(@ 3) Nahbar');
  });

  it('stops at 99+', () => {
    const summary = unreadSummary(
      [
        { roomId: 'a', count: 100, mentioned: false },
        { roomId: 'b', count: 7, mentioned: false },
      ],
      everything,
      null,
    );
    expect(tabTitle(en, summary, 'Nahbar')).toBe('(99+) Nahbar');
  });

  it('leaves out the room being read', () => {
    const unread = [
      { roomId: 'open', count: 4, mentioned: true },
      { roomId: 'other', count: 1, mentioned: false },
    ];
    expect(tabTitle(en, unreadSummary(unread, everything, 'open'), 'Nahbar')).toBe('(1) Nahbar');
    expect(tabTitle(en, unreadSummary(unread, everything, null), 'Nahbar')).toBe('(@ 5) Nahbar');
  });

  it('keeps quiet for a room set to nothing, and for one set to mentions unless it mentions', () => {
    const unread = [
      { roomId: 'quiet', count: 9, mentioned: true },
      { roomId: 'mentionsOnly', count: 4, mentioned: false },
      { roomId: 'mentioned', count: 2, mentioned: true },
    ];
    const levelOf = levels({ quiet: 'nothing', mentionsOnly: 'mentions', mentioned: 'mentions' });
    expect(unreadSummary(unread, levelOf, null)).toEqual({ count: 2, mentioned: true });
    const allQuiet = levels({ quiet: 'nothing', mentionsOnly: 'nothing', mentioned: 'nothing' });
    expect(tabTitle(en, unreadSummary(unread, allQuiet, null), 'Nahbar')).toBe('Nahbar');
  });
});
