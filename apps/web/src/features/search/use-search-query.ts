import { useEffect, useState } from 'react';
import { createSearchGate, searchableQuery } from './search-gate';

/**
 * The query to send for the typed text, let through the debounce and minimum-length gate,
 * and whether the typed text is still waiting to be sent.
 */
export function useSearchQuery(typed: string): { query: string | null; waiting: boolean } {
  const [query, setQuery] = useState<string | null>(null);
  const [gate] = useState(() => createSearchGate(setQuery));

  useEffect(() => {
    gate.push(typed);
  }, [gate, typed]);

  useEffect(() => () => gate.cancel(), [gate]);

  const sendable = searchableQuery(typed);
  return { query, waiting: sendable !== null && sendable !== query };
}
