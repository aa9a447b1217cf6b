import type { TCity } from '@nahbar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCitySuggester, suggestionQuery } from './city-suggester';

const city = (name: string, adminArea = 'Bayern'): TCity => ({
  name,
  adminArea,
  country: 'Germany',
  countryCode: 'DE',
  latitude: 48,
  longitude: 11,
  population: 1000,
});

describe('createCitySuggester', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(answer: (q: string) => Promise<TCity[]> = async (q) => [city(q)]) {
    const asked: string[] = [];
    const shown: string[][] = [];
    const suggester = createCitySuggester({
      fetch: (q) => {
        asked.push(q);
        return answer(q);
      },
      onChange: (list) => shown.push(list.map((c) => c.name)),
    });
    return { suggester, asked, shown };
  }

  it('asks once, 300 ms after the last keystroke', async () => {
    const { suggester, asked, shown } = setup();
    suggester.update('M');
    suggester.update('Mü');
    await vi.advanceTimersByTimeAsync(299);
    suggester.update('Mün');
    await vi.advanceTimersByTimeAsync(299);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['Mün']);
    expect(shown.at(-1)).toEqual(['Mün']);
  });

  it('does not ask under two characters and clears the list', async () => {
    const { suggester, asked, shown } = setup();
    suggester.update(' B ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
    expect(shown).toEqual([[]]);
  });

  it('drops an answer overtaken by typing', async () => {
    let release: (list: TCity[]) => void = () => {};
    const { suggester, shown } = setup((q) =>
      q === 'Be'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : Promise.resolve([city(q)]),
    );
    suggester.update('Be');
    await vi.advanceTimersByTimeAsync(300);
    suggester.update('Ber');
    release([city('Bern')]);
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toEqual([['Ber']]);
  });

  it('shows nothing when the request fails', async () => {
    const { suggester, shown } = setup(() => Promise.reject(new Error('offline')));
    suggester.update('Graz');
    await vi.advanceTimersByTimeAsync(300);
    expect(shown).toEqual([[]]);
  });

  it('stops on dispose', async () => {
    const { suggester, asked } = setup();
    suggester.update('Wien');
    suggester.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
  });
});

describe('suggestionQuery', () => {
  it('trims and needs two characters', () => {
    expect(suggestionQuery(' z ')).toBeNull();
    expect(suggestionQuery(' zu ')).toBe('zu');
  });
});
