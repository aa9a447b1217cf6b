import { de, en, textRef } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_CONNECTION } from '../connection/connection-machine';
import { bannerVisible, canReconnect, retryLine } from './banner-rules';

const calm = { status: 'connected' as const, error: null, queued: 0, failed: 0, processing: false };

describe('banner rules', () => {
  it('hides when connected with nothing queued or failed and no error', () => {
    expect(bannerVisible(calm)).toBe(false);
  });

  it('shows for every other state of the channel', () => {
    for (const status of ['connecting', 'reconnecting', 'disconnected', 'error'] as const) {
      expect(bannerVisible({ ...calm, status })).toBe(true);
    }
    expect(bannerVisible({ ...calm, error: textRef('connection.invalidHost') })).toBe(true);
  });

  it('shows for failed messages, and for queued ones unless they are being sent', () => {
    expect(bannerVisible({ ...calm, failed: 1 })).toBe(true);
    expect(bannerVisible({ ...calm, queued: 2 })).toBe(true);
    expect(bannerVisible({ ...calm, queued: 1, processing: true })).toBe(false);
  });

  it('offers Reconnect only when disconnected or in error', () => {
    expect(canReconnect('disconnected')).toBe(true);
    expect(canReconnect('error')).toBe(true);
    expect(canReconnect('reconnecting')).toBe(false);
    expect(canReconnect('connected')).toBe(false);
  });
});

describe('the details line on the retries', () => {
  it('counts the quick attempts out of eight, then names the slow schedule, in both languages', () => {
    const quick = { ...INITIAL_CONNECTION, attempt: 8 };
    expect(retryLine(en, quick, 8)).toBe('Retry attempt: 8 of 8');
    expect(retryLine(de, quick, 8)).toBe('Versuch 8 von 8');
    const slow = { ...INITIAL_CONNECTION, attempt: 12 };
    expect(retryLine(en, slow, 8)).toBe(
      'Retry attempt: 12 (now every 15 to 30s, for as long as this page is open)',
    );
    expect(retryLine(de, slow, 8)).toBe('Versuch 12 (jetzt alle 15 bis 30 s, solange diese Seite offen ist)');
  });
});
