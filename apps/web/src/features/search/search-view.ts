import {
  SEARCH_ALL_TAB_PER_GROUP,
  SEARCH_RESULT_LIMIT,
  TEXT,
  type TMessageSearchResult,
  type TRoomSearchResult,
  type TUserSearchResult,
} from '@nahbar/contracts';

export const SEARCH_KINDS = ['messages', 'users', 'rooms'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
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

export interface ResultGroup {
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

const EMPTY_TEXT: Record<SearchKind, string> = {
  messages: TEXT.search.noMessages,
  users: TEXT.search.noUsers,
  rooms: TEXT.search.noRooms,
};

const FAILURE_TEXT: Record<SearchKind, string> = {
  messages: TEXT.fetching.searchMessages,
  users: TEXT.fetching.searchUsers,
  rooms: TEXT.fetching.searchRooms,
};

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
export function countLabel(count: number): string {
  return count >= SEARCH_RESULT_LIMIT ? `${count}+` : String(count);
}

function singleTab(kind: SearchKind, results: SearchResults): SearchView {
  const { status } = results[kind];
  if (status === 'pending') return { kind: 'notice', text: TEXT.search.searching };
  if (status === 'error') return { kind: 'notice', text: FAILURE_TEXT[kind] };
  const entries = entriesOf(results, kind);
  if (entries.length === 0) return { kind: 'notice', text: EMPTY_TEXT[kind] };
  return { kind: 'groups', groups: [{ kind, entries, count: entries.length, notice: null }], entries };
}

/** The All tab: up to 3 of each kind with its count; failed calls say so in their group. */
function allTab(query: string, results: SearchResults): SearchView {
  // Groups arriving one by one would move the rows under the pointer, so wait for all calls.
  if (SEARCH_KINDS.some((kind) => results[kind].status === 'pending')) {
    return { kind: 'notice', text: TEXT.search.searching };
  }
  const groups: ResultGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    const { status, items } = results[kind];
    if (status === 'error') {
      groups.push({ kind, entries: [], count: 0, notice: FAILURE_TEXT[kind] });
    } else if (items.length > 0) {
      const entries = entriesOf(results, kind).slice(0, SEARCH_ALL_TAB_PER_GROUP);
      groups.push({ kind, entries, count: items.length, notice: null });
    }
  }
  if (groups.length === 0) return { kind: 'notice', text: TEXT.search.noResults(query) };
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
}): SearchView {
  const { tab, query, waiting, results } = input;
  if (waiting) return { kind: 'notice', text: TEXT.search.searching };
  if (query === null) return { kind: 'notice', text: TEXT.search.startTyping };
  return tab === 'all' ? allTab(query, results) : singleTab(tab, results);
}
