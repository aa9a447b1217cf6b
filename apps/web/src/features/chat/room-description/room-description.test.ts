import { de, en, SEED_PUBLIC_ROOMS } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { roomDescriptionText } from './room-description';

describe('roomDescriptionText', () => {
  it('shows a seeded room’s description in the member’s language', () => {
    const lobby = { description: 'Welcome to Nahbar: say hello!', seedKey: 'lobby' };
    expect(roomDescriptionText(de, lobby)).toBe('Willkommen bei Nahbar: sag hallo!');
    expect(roomDescriptionText(en, lobby)).toBe('Welcome to Nahbar: say hello!');
    expect(roomDescriptionText(en, { description: 'Für alle in und um Wien', seedKey: 'wien' })).toBe(
      'For everyone in and around Vienna',
    );
  });

  it('knows every seeded room', () => {
    for (const room of SEED_PUBLIC_ROOMS) {
      const shown = roomDescriptionText(de, { description: 'stored', seedKey: room.key });
      expect(shown, room.key).not.toBe('stored');
      expect(shown, room.key).toBeTruthy();
    }
  });

  it('falls back to the stored text for other rooms and unknown keys', () => {
    expect(roomDescriptionText(de, { description: ' Plants ', seedKey: null })).toBe('Plants');
    expect(roomDescriptionText(de, { description: 'Plants' })).toBe('Plants');
    expect(roomDescriptionText(de, { description: 'Hamburg', seedKey: 'hamburg' })).toBe('Hamburg');
    expect(roomDescriptionText(de, { description: 'x', seedKey: 'toString' })).toBe('x');
  });

  it('shows nothing for a room without a description', () => {
    expect(roomDescriptionText(de, { description: null, seedKey: null })).toBeNull();
    expect(roomDescriptionText(de, { description: '   ' })).toBeNull();
  });
});
