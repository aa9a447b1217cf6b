import type { TCity } from '@nahbar/contracts';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { type CitySuggester, createCitySuggester } from './city-suggester';

/** Suggestions for what is typed in a city field (2+ characters, 300 ms pause). */
export function useCitySuggestions(): { suggestions: TCity[]; update: (value: string) => void } {
  const utils = trpc.useUtils();
  const [suggestions, setSuggestions] = useState<TCity[]>([]);
  const suggester = useRef<CitySuggester | null>(null);

  useEffect(() => {
    const instance = createCitySuggester({
      fetch: (q, signal) => utils.client.places.suggest.query({ q }, { signal }),
      onChange: setSuggestions,
    });
    suggester.current = instance;
    return () => {
      instance.dispose();
      suggester.current = null;
    };
  }, [utils]);

  return { suggestions, update: (value) => suggester.current?.update(value) };
}
