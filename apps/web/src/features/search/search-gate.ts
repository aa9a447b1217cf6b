import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@nahbar/contracts';

/** The query as it would be sent, or null while it is too short to search (chat-core §5). */
export function searchableQuery(raw: string, minLength: number = SEARCH_MIN_LENGTH): string | null {
  const query = raw.trim();
  return query.length >= minLength ? query : null;
}

interface SearchGate {
  /** Every change of the text box goes through here. */
  push(raw: string): void;
  /** Drops a pending query, e.g. when the dialog closes. */
  cancel(): void;
}

interface SearchGateOptions {
  delayMs?: number;
  minLength?: number;
}

/**
 * Lets a query through only after a pause in typing and only when it is long enough
 * (chat-core §5: 300 ms, 2 characters). Clearing the box is passed on at once, so the dialog
 * goes back to its empty state without waiting; a repeat of the last query is not passed on.
 */
export function createSearchGate(
  emit: (query: string | null) => void,
  { delayMs = SEARCH_DEBOUNCE_MS, minLength = SEARCH_MIN_LENGTH }: SearchGateOptions = {},
): SearchGate {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: string | null = null;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    push(raw) {
      cancel();
      const query = searchableQuery(raw, minLength);
      if (query === null) {
        if (last !== null) emit(null);
        last = null;
        return;
      }
      if (query === last) return;
      timer = setTimeout(() => {
        timer = undefined;
        last = query;
        emit(query);
      }, delayMs);
    },
    cancel,
  };
}
