import { textRef } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { bannerVisible, canReconnect } from './banner-rules';

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
