import {
  de,
  en,
  type TMessageSearchResult,
  type TRoomSearchResult,
  type TUserSearchResult,
} from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { countLabel, countWords, type SearchResults, type SectionState, searchView } from './search-view';

const user = (id: string): TUserSearchResult => ({
  id,
  username: `user_${id}`,
  displayName: `User ${id}`,
  gender: 'female',
  bio: null,
  primaryPhoto: null,
});
const room = (id: string): TRoomSearchResult => ({
  id,
  name: `Room ${id}`,
  description: null,
  isPrivate: false,
  memberCount: 2,
});
const message = (id: string): TMessageSearchResult => ({
  id,
  roomId: 'r1',
  sequenceId: 1,
  content: `Message ${id}`,
  messageType: 'text',
  createdAt: '2025-01-01T10:00:00.000Z',
  room: { id: 'r1', name: 'Lobby', isPrivate: false, isDirect: false },
  user: user('u1'),
});

const done = <T>(items: T[]): SectionState<T> => ({ status: 'success', items });
const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

function results(overrides: Partial<SearchResults> = {}): SearchResults {
  return { messages: done([]), users: done([]), rooms: done([]), ...overrides };
}

describe('searchView', () => {
  it('asks for input while nothing is typed', () => {
    expect(searchView({ m: en, tab: 'all', query: null, waiting: false, results: results() })).toEqual({
      kind: 'notice',
      text: 'Start typing to search',
    });
  });

  it('says it is searching while the query waits for its pause', () => {
    const view = searchView({ m: en, tab: 'rooms', query: 'lo', waiting: true, results: results() });
    expect(view).toEqual({ kind: 'notice', text: 'Searching...' });
  });

  it('says it is searching until every call of the All tab has answered', () => {
    const view = searchView({
      m: en,
      tab: 'all',
      query: 'lob',
      waiting: false,
      results: results({ rooms: done([room('1')]), users: { status: 'pending', items: [] } }),
    });
    expect(view).toEqual({ kind: 'notice', text: 'Searching...' });
  });

  it('shows at most 3 per group on the All tab, with the full counts, in tab order', () => {
    const view = searchView({
      m: en,
      tab: 'all',
      query: 'lob',
      waiting: false,
      results: results({ rooms: done(range(5).map(room)), messages: done(range(10).map(message)) }),
    });
    if (view.kind !== 'groups') throw new Error('expected groups');
    expect(view.groups.map((g) => [g.kind, g.entries.length, g.count])).toEqual([
      ['messages', 3, 10],
      ['rooms', 3, 5],
    ]);
    expect(view.entries.map((e) => `${e.kind}:${e.item.id}`)).toEqual([
      'messages:1',
      'messages:2',
      'messages:3',
      'rooms:1',
      'rooms:2',
      'rooms:3',
    ]);
  });

  it('names the query when the All tab found nothing', () => {
    const view = searchView({ m: en, tab: 'all', query: 'xyz', waiting: false, results: results() });
    expect(view).toEqual({ kind: 'notice', text: 'No results found for "xyz"' });
  });

  it('keeps the results of the other calls when one failed', () => {
    const view = searchView({
      m: en,
      tab: 'all',
      query: 'lob',
      waiting: false,
      results: results({ users: { status: 'error', items: [] }, rooms: done([room('1')]) }),
    });
    if (view.kind !== 'groups') throw new Error('expected groups');
    expect(view.groups.map((g) => [g.kind, g.notice])).toEqual([
      ['users', 'Failed to search users'],
      ['rooms', null],
    ]);
    expect(view.entries).toHaveLength(1);
  });

  it('lists every result on a single tab', () => {
    const view = searchView({
      m: en,
      tab: 'users',
      query: 'an',
      waiting: false,
      results: results({ users: done(range(10).map(user)) }),
    });
    if (view.kind !== 'groups') throw new Error('expected groups');
    expect(view.entries).toHaveLength(10);
  });

  it('uses the tab’s own empty and failure texts', () => {
    const base = { query: 'zz', waiting: false } as const;
    expect(searchView({ m: en, ...base, tab: 'messages', results: results() })).toEqual({
      kind: 'notice',
      text: 'No messages found',
    });
    expect(searchView({ m: en, ...base, tab: 'users', results: results() })).toMatchObject({
      text: 'No users found',
    });
    expect(searchView({ m: en, ...base, tab: 'rooms', results: results() })).toMatchObject({
      text: 'No rooms found',
    });
    const failed = results({ rooms: { status: 'error', items: [] } });
    expect(searchView({ m: en, ...base, tab: 'rooms', results: failed })).toMatchObject({
      text: 'Failed to search rooms',
    });
    const pending = results({ messages: { status: 'pending', items: [] } });
    expect(searchView({ m: en, ...base, tab: 'messages', results: pending })).toMatchObject({
      text: 'Searching...',
    });
  });
});

describe('countLabel', () => {
  it('marks a full page as possibly more', () => {
    expect(countLabel(3)).toBe('3');
    expect(countLabel(10)).toBe('10+');
    expect(countLabel(10, 'de-DE')).toBe('10+');
  });

  it('words the count with the language’s plural', () => {
    const english = { m: en, locale: 'en', intlLocale: 'en-US' };
    const german = { m: de, locale: 'de', intlLocale: 'de-DE' };
    expect(countWords(1, english)).toBe('1 result');
    expect(countWords(3, english)).toBe('3 results');
    expect(countWords(1, german)).toBe('1 Ergebnis');
    expect(countWords(4, german)).toBe('4 Ergebnisse');
    expect(countWords(10, german)).toBe('10+ Ergebnisse');
  });
});

describe('searchView in German', () => {
  it('speaks the member’s language', () => {
    const base = { waiting: false, results: results(), m: de } as const;
    expect(searchView({ ...base, tab: 'all', query: null })).toEqual({
      kind: 'notice',
      text: 'Tipp los, um zu suchen',
    });
    expect(searchView({ ...base, tab: 'all', query: 'xyz' })).toEqual({
      kind: 'notice',
      text: 'Keine Ergebnisse für „xyz“',
    });
    expect(searchView({ ...base, tab: 'users', query: 'xyz' })).toMatchObject({
      text: 'Keine Mitglieder gefunden',
    });
  });
});
