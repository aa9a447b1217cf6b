import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { createRoomFailureText, createRoomSuccessText } from './room-feedback';

/** A tRPC error as the client sees it: the server's English, its status and the text's key. */
function refusal(message: string, key?: string) {
  return Object.assign(new Error(message), {
    data: { httpStatus: 409, ...(key ? { text: { key, params: [] } } : {}) },
  });
}

describe('create room feedback', () => {
  it("rewords 'already exists' with the room's name, by the error's key", () => {
    const taken = refusal('A room with this name already exists', 'chat.roomAlreadyExists');
    expect(createRoomFailureText(en, taken, ' Lobby ')).toBe(
      'A room with the name "Lobby" already exists. Please choose a different name.',
    );
    expect(createRoomFailureText(de, taken, ' Lobby ')).toBe(
      'Es gibt schon einen Raum namens „Lobby“. Bitte wähle einen anderen Namen.',
    );
  });

  it('words other refusals in the member language, or as the server sent them', () => {
    expect(
      createRoomFailureText(
        de,
        refusal('Room name must be at most 50 characters', 'chat.roomNameTooLong'),
        'x',
      ),
    ).toBe('Der Raumname darf höchstens 50 Zeichen lang sein');
    expect(createRoomFailureText(en, refusal('Slow down'), 'x')).toBe('Slow down');
  });

  it('gives the fallback when the server did not answer', () => {
    expect(createRoomFailureText(en, new Error('Failed to fetch'), 'x')).toBe(
      'Something went wrong while creating the room. Please check your connection and try again.',
    );
    expect(createRoomFailureText(de, null, 'x')).toBe(de.chat.createRoomFailedFallback);
  });

  it('says who can join', () => {
    expect(createRoomSuccessText(en, 'Kino', true)).toContain('only invited members can join');
    expect(createRoomSuccessText(en, 'Kino', false)).toContain('anyone can join');
    expect(createRoomSuccessText(de, ' Kino ', false)).toBe('„Kino“ ist öffentlich: Alle können beitreten.');
  });
});
