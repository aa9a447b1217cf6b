import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_CONNECTION } from '../connection/connection-machine';
import { retryLine } from './retry-line';

describe('the details line on the retries', () => {
  it('counts the quick attempts out of eight, then names the slow schedule, in both languages', () => {
    const quick = { ...INITIAL_CONNECTION, attempt: 8 };
    expect(retryLine(en, quick, 8)).toBe('Retry attempt: 8 of 8');
    expect(retryLine(de, quick, 8)).toBe('Versuch 8 von 8');
    const slow = { ...INITIAL_CONNECTION, attempt: 12 };
    expect(retryLine(en, slow, 8)).toBe('Retry attempt: 12 (now every 15 to 30s)');
    expect(retryLine(de, slow, 8)).toBe('Versuch 12 (jetzt alle 15 bis 30 s)');
  });
});
