import { SEARCH_RESULT_LIMIT } from '@nahbar/contracts';
import { trpc } from '../../lib/trpc';
import type { SearchResults, SectionState } from './search-view';

function section<T>(result: { status: SectionState<T>['status']; data: T[] | undefined }): SectionState<T> {
  return { status: result.status, items: result.data ?? [] };
}

/**
 * The three search calls for one query. They go out together (one batched request), so every
 * tab is ready when the user switches to it. A search should see messages sent since the
 * last one, so a cached answer is shown at once but always refreshed.
 */
export function useSearchResults(query: string | null): SearchResults {
  const input = { q: query ?? '', limit: SEARCH_RESULT_LIMIT };
  const options = { enabled: query !== null, staleTime: 0 };
  const messages = trpc.search.messages.useQuery(input, options);
  const users = trpc.search.users.useQuery(input, options);
  const rooms = trpc.search.rooms.useQuery(input, options);
  return { messages: section(messages), users: section(users), rooms: section(rooms) };
}
