import { describe, expect, it } from 'vitest';
import { type CoverFacts, coversPhoto } from './cover-rule';

const STRANGER: CoverFacts = {
  isDirect: true,
  senderId: 'stranger',
  selfId: 'self',
  friendIds: new Set(['friend']),
  blurSetting: true,
  revealed: false,
};

describe('which photos show blurred', () => {
  it('covers a stranger’s photo in a private chat', () => {
    expect(coversPhoto(STRANGER)).toBe(true);
  });

  it.each<[string, Partial<CoverFacts>]>([
    ['in a group room', { isDirect: false }],
    ['from a friend', { senderId: 'friend' }],
    ['of one’s own', { senderId: 'self' }],
    ['with the switch off', { blurSetting: false }],
    ['once the member asked to see it', { revealed: true }],
  ])('shows a photo %s', (_, change) => {
    expect(coversPhoto({ ...STRANGER, ...change })).toBe(false);
  });

  it('keeps it covered while the friends list or the settings load', () => {
    expect(coversPhoto({ ...STRANGER, friendIds: null })).toBe(true);
    expect(coversPhoto({ ...STRANGER, blurSetting: null })).toBe(true);
    // A friend's photo waits for the list too, rather than risk a stranger's flashing up.
    expect(coversPhoto({ ...STRANGER, senderId: 'friend', friendIds: null })).toBe(true);
  });
});
