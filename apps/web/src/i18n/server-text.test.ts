import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { issueText, serverErrorText, serverTextKey } from './server-text';

describe('server error texts', () => {
  const trpcLike = { message: 'Room not found', data: { text: { key: 'chat.roomNotFound', params: [] } } };
  const restLike = { error: 'Conflict', message: 'x', text: { key: 'chat.roomExists', params: ['Berlin'] } };

  it('words a tRPC error by its key in the member language', () => {
    expect(serverErrorText(de, trpcLike)).toBe('Raum nicht gefunden');
    expect(serverErrorText(en, trpcLike)).toBe('Room not found');
  });

  it('words a REST error body with its parameters', () => {
    expect(serverErrorText(de, restLike)).toBe(
      'Es gibt schon einen Raum namens „Berlin“. Bitte wähle einen anderen Namen.',
    );
    expect(serverTextKey(restLike)).toBe('chat.roomExists');
  });

  it('says nothing for errors without a known key, so the caller falls back', () => {
    expect(serverErrorText(de, new Error('Failed to fetch'))).toBeUndefined();
    expect(serverErrorText(de, { data: { text: { key: 'chat.fromTheFuture' } } })).toBeUndefined();
    expect(serverErrorText(de, null)).toBeUndefined();
    expect(serverErrorText(de, { data: { text: 'chat.roomNotFound' } })).toBeUndefined();
  });

  it('words schema issue messages, which are keys', () => {
    expect(issueText(de, 'auth.mustBeAdult')).toBe('Du musst mindestens 18 Jahre alt sein');
    expect(issueText(de, 'Expected string')).toBe('Expected string');
  });
});
