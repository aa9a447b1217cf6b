import { CITY_SUGGEST_DEBOUNCE_MS, CITY_SUGGEST_MIN_LENGTH, type TCity } from '@nahbar/contracts';

export interface CitySuggesterOptions {
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

/**
 * Option labels for a suggestion list: the name, or the name and state/canton where one
 * name appears twice ('Neustadt (Hessen)'), because the picked label becomes the field's text.
 */
export function suggestionLabels(suggestions: readonly TCity[]): string[] {
  const counts = new Map<string, number>();
  for (const city of suggestions) counts.set(city.name, (counts.get(city.name) ?? 0) + 1);
  const labels = suggestions.map((city) =>
    (counts.get(city.name) ?? 0) > 1 ? `${city.name} (${city.adminArea})` : city.name,
  );
  // Same name twice in one state: number them, option values must be unique.
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} ${n}`;
  });
}
