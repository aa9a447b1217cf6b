import { describe, expect, it } from 'vitest';
import { banActive, memberStatus, muteActive, WARNED_FOR_MS } from './standing';

const NOW = new Date('2025-06-01T12:00:00Z');
const later = new Date(NOW.getTime() + 1000);
const earlier = new Date(NOW.getTime() - 1000);

describe('ban and mute standing', () => {
  it.each([
    ['none', false, null, false],
    ['for good', true, null, true],
    ['until later', true, later, true],
    ['until a moment ago', true, earlier, false],
    ['ending now', true, NOW, false],
  ])('a ban %s → %s', (_what, isBanned, banExpiresAt, active) => {
    expect(banActive({ isBanned, banExpiresAt }, NOW)).toBe(active);
  });

  it.each([
    ['none', false, null, false],
    ['for good', true, null, true],
    ['until later', true, later, true],
    ['until a moment ago', true, earlier, false],
  ])('a mute %s → %s', (_what, isMuted, mutedUntil, active) => {
    expect(muteActive({ isMuted, mutedUntil }, NOW)).toBe(active);
  });

  it('shows the strongest measure in force', () => {
    const none = { isBanned: false, banExpiresAt: null, isMuted: false, mutedUntil: null };
    const recently = new Date(NOW.getTime() - WARNED_FOR_MS + 1000);
    const long = new Date(NOW.getTime() - WARNED_FOR_MS);
    expect(memberStatus({ ...none, isBanned: true, isMuted: true }, recently, NOW)).toBe('banned');
    expect(memberStatus({ ...none, isMuted: true }, recently, NOW)).toBe('muted');
    expect(memberStatus(none, recently, NOW)).toBe('warned');
    expect(memberStatus(none, long, NOW)).toBe('active');
    expect(memberStatus({ ...none, isBanned: true, banExpiresAt: earlier }, null, NOW)).toBe('active');
  });
});
