import { SEARCH_DEBOUNCE_MS } from '@nahbar/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchGate, searchableQuery } from './search-gate';

describe('searchableQuery', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(searchableQuery('')).toBeNull();
    expect(searchableQuery('l')).toBeNull();
    expect(searchableQuery('  l  ')).toBeNull();
    expect(searchableQuery('lo')).toBe('lo');
    expect(searchableQuery('  lob ')).toBe('lob');
  });
});

describe('createSearchGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const emitted: (string | null)[] = [];
    const gate = createSearchGate((q) => emitted.push(q));
    return { gate, emitted };
  }

  it('passes a query on only after 300 ms without typing', () => {
    const { gate, emitted } = setup();
    gate.push('lo');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    gate.push('lob');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual(['lob']);
  });

  it('never passes on a query shorter than 2 characters', () => {
    const { gate, emitted } = setup();
    gate.push('l');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(emitted).toEqual([]);
  });

  it('reports a cleared box at once and drops the pending query', () => {
    const { gate, emitted } = setup();
    gate.push('lobby');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    gate.push('lobby tre');
    gate.push('');
    expect(emitted).toEqual(['lobby', null]);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(emitted).toEqual(['lobby', null]);
  });

  it('does not repeat the last query when only spaces were added', () => {
    const { gate, emitted } = setup();
    gate.push('lobby');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    gate.push('lobby ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(emitted).toEqual(['lobby']);
  });

  it('forgets a pending query when cancelled', () => {
    const { gate, emitted } = setup();
    gate.push('lobby');
    gate.cancel();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(emitted).toEqual([]);
  });
});
