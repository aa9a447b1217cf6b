import { CITY_SUGGEST_DEBOUNCE_MS, CITY_SUGGEST_MIN_LENGTH, type TCity } from '@nahbar/contracts';

interface CitySuggesterOptions {
  fetch: (query: string, signal: AbortSignal) => Promise<TCity[]>;
  onChange: (suggestions: TCity[]) => void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface CitySuggester {
  /** Call on every keystroke with the field's current value. */
  update: (value: string) => void;
  dispose: () => void;
}

/** Worth asking about: 2 or more characters, not counting surrounding spaces (accounts spec §4). */
export function suggestionQuery(value: string): string | null {
  const query = value.trim();
  return query.length >= CITY_SUGGEST_MIN_LENGTH ? query : null;
}

/**
 * City suggestions after a 300 ms pause in typing (accounts spec §9). Each keystroke cancels
 * the pending pause and the request in flight, so an answer for an older spelling never
 * replaces the current one. A failed request leaves the list empty: free text is allowed.
 */
export function createCitySuggester(options: CitySuggesterOptions): CitySuggester {
  const delayMs = options.delayMs ?? CITY_SUGGEST_DEBOUNCE_MS;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  return {
    update(value) {
      cancel();
      const query = suggestionQuery(value);
      if (query === null) {
        options.onChange([]);
        return;
      }
      timer = setTimer(() => {
        timer = null;
        const controller = new AbortController();
        inFlight = controller;
        options.fetch(query, controller.signal).then(
          (suggestions) => {
            if (!controller.signal.aborted) options.onChange(suggestions);
          },
          () => {
            if (!controller.signal.aborted) options.onChange([]);
          },
        );
      }, delayMs);
    },
    dispose: cancel,
  };
}
