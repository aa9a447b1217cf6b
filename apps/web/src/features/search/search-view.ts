import {
  type Messages,
  plural,
  SEARCH_ALL_TAB_PER_GROUP,
  SEARCH_RESULT_LIMIT,
  type TMessageSearchResult,
  type TRoomSearchResult,
  type TUserSearchResult,
} from '@nahbar/contracts';

const SEARCH_KINDS = ['messages', 'users', 'rooms'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];
export type SearchTab = 'all' | SearchKind;

export type SearchEntry =
  | { kind: 'messages'; item: TMessageSearchResult }
  | { kind: 'users'; item: TUserSearchResult }
  | { kind: 'rooms'; item: TRoomSearchResult };

/** One search call as the dialog sees it. */
export interface SectionState<T> {
  status: 'pending' | 'error' | 'success';
  items: readonly T[];
}

export interface SearchResults {
  messages: SectionState<TMessageSearchResult>;
  users: SectionState<TUserSearchResult>;
  rooms: SectionState<TRoomSearchResult>;
}

interface ResultGroup {
  kind: SearchKind;
  entries: SearchEntry[];
  /** How many the server returned; it returns at most SEARCH_RESULT_LIMIT. */
  count: number;
  /** Shown instead of entries, e.g. a failure of this one call. */
  notice: string | null;
}

export type SearchView =
  | { kind: 'notice'; text: string }
  | { kind: 'groups'; groups: ResultGroup[]; entries: SearchEntry[] };

function emptyText(m: Messages, kind: SearchKind): string {
  switch (kind) {
    case 'messages':
      return m.search.noMessages;
    case 'users':
      return m.search.noUsers;
    case 'rooms':
      return m.search.noRooms;
  }
}

function failureText(m: Messages, kind: SearchKind): string {
  switch (kind) {
    case 'messages':
      return m.fetching.searchMessages;
    case 'users':
      return m.fetching.searchUsers;
    case 'rooms':
      return m.fetching.searchRooms;
  }
}

function entriesOf(results: SearchResults, kind: SearchKind): SearchEntry[] {
  switch (kind) {
    case 'messages':
      return results.messages.items.map((item) => ({ kind, item }));
    case 'users':
      return results.users.items.map((item) => ({ kind, item }));
    case 'rooms':
      return results.rooms.items.map((item) => ({ kind, item }));
  }
}

/** A full page of results may not be all there is, so it reads '10+'. */
export function countLabel(count: number, intlLocale = 'en-US'): string {
  const figure = new Intl.NumberFormat(intlLocale).format(count);
  return count >= SEARCH_RESULT_LIMIT ? `${figure}+` : figure;
}

/** The count of a group in words for screen readers: '3 results', '10+ Ergebnisse'. */
export function countWords(count: number, text: { m: Messages; locale: string; intlLocale: string }): string {
  const figure = countLabel(count, text.intlLocale);
  return plural(
    text.locale,
    count,
    text.m.search.resultCountOne(figure),
    text.m.search.resultCountOther(figure),
  );
}

function singleTab(m: Messages, kind: SearchKind, results: SearchResults): SearchView {
  const { status } = results[kind];
  if (status === 'pending') return { kind: 'notice', text: m.search.searching };
  if (status === 'error') return { kind: 'notice', text: failureText(m, kind) };
  const entries = entriesOf(results, kind);
  if (entries.length === 0) return { kind: 'notice', text: emptyText(m, kind) };
  return { kind: 'groups', groups: [{ kind, entries, count: entries.length, notice: null }], entries };
}

/** The All tab: up to 3 of each kind with its count; failed calls say so in their group. */
function allTab(m: Messages, query: string, results: SearchResults): SearchView {
  // Groups arriving one by one would move the rows under the pointer, so wait for all calls.
  if (SEARCH_KINDS.some((kind) => results[kind].status === 'pending')) {
    return { kind: 'notice', text: m.search.searching };
  }
  const groups: ResultGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const { status, items } = results[kind];
    if (status === 'error') {
      groups.push({ kind, entries: [], count: 0, notice: failureText(m, kind) });
    } else if (items.length > 0) {
      const entries = entriesOf(results, kind).slice(0, SEARCH_ALL_TAB_PER_GROUP);
      groups.push({ kind, entries, count: items.length, notice: null });
    }
  }
  if (groups.length === 0) return { kind: 'notice', text: m.search.noResults(query) };
  return { kind: 'groups', groups, entries: groups.flatMap((g) => g.entries) };
}

/**
 * What the dialog shows (chat-core §2): the empty hint, 'Searching...' while the query waits
 * for its pause or its answer, the results of the tab, or the tab's no-result or failure text.
 */
export function searchView(input: {
  tab: SearchTab;
  /** The query last let through the gate, or null. */
  query: string | null;
  /** True while the typed text differs from `query` and is still to be sent. */
  waiting: boolean;
  results: SearchResults;
  /** The catalogue of the member's language. */
  m: Messages;
}): SearchView {
  const { tab, query, waiting, results, m } = input;
  if (waiting) return { kind: 'notice', text: m.search.searching };
  if (query === null) return { kind: 'notice', text: m.search.startTyping };
  return tab === 'all' ? allTab(m, query, results) : singleTab(m, tab, results);
}
