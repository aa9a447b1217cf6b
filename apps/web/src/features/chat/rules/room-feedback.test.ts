import { describe, expect, it } from 'vitest';
import { createRoomFailureText, createRoomSuccessText } from './room-feedback';

describe('create room feedback', () => {
  it("rewords 'already exists' with the room's name", () => {
    expect(createRoomFailureText('A room with this name already exists', ' Lobby ')).toBe(
      'A room with the name "Lobby" already exists. Please choose a different name.',
    );
  });

  it('shows other messages as they are, and the fallback when there is none', () => {
    expect(createRoomFailureText('Room name is required', 'x')).toBe('Room name is required');
    expect(createRoomFailureText(null, 'x')).toBe(
      'Something went wrong while creating the room. Please check your connection and try again.',
    );
  });

  it('says who can join', () => {
    expect(createRoomSuccessText('Kino', true)).toContain('only invited members can join');
    expect(createRoomSuccessText('Kino', false)).toContain('anyone can join');
  });
});
