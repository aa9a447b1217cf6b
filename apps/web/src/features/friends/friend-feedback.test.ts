import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { failureText, successToast } from './friend-feedback';

describe('friend feedback', () => {
  it('speaks with accounts spec §8 on the page and chat spec §8 in the chat', () => {
    const sent = { kind: 'sent', name: 'Ben', status: 'pending_sent' } as const;
    expect(successToast(en, 'page', sent)).toEqual({ message: 'Friend request sent successfully!' });
    expect(successToast(en, 'chat', sent)).toEqual({ message: 'Friend request sent to Ben' });
    const removed = { kind: 'removed', name: 'Ben' } as const;
    expect(successToast(en, 'page', removed)).toEqual({ message: 'Friend removed successfully' });
    expect(successToast(en, 'chat', removed)).toEqual({ message: 'Removed Ben from friends' });
  });

  it('says so when a request became a friendship because the other had already asked', () => {
    const accepted = { kind: 'sent', name: 'Ben', status: 'friends' } as const;
    expect(successToast(en, 'page', accepted).message).toBe('You and Ben are now friends');
    expect(successToast(de, 'chat', accepted).message).toBe('Du und Ben seid jetzt befreundet');
  });

  it('has the success messages of answering, cancelling and starting a chat', () => {
    expect(successToast(en, 'page', { kind: 'accepted' }).message).toBe('Friend request accepted!');
    expect(successToast(en, 'chat', { kind: 'declined' }).message).toBe('Friend request declined');
    expect(successToast(en, 'page', { kind: 'cancelled' }).message).toBe('Friend request cancelled');
    expect(successToast(en, 'page', { kind: 'chatStarted', name: 'Ben' })).toEqual({
      title: 'Chat Started',
      message: 'Started private chat with Ben',
    });
  });

  it('names each failure with the catalogue text', () => {
    expect(failureText(en, 'send')).toBe('Failed to send friend request');
    expect(failureText(en, 'respond')).toBe('Failed to respond to friend request');
    expect(failureText(en, 'cancel')).toBe('Failed to cancel friend request');
    expect(failureText(en, 'remove')).toBe('Failed to remove friend');
    expect(failureText(en, 'startChat')).toBe('Failed to start chat');
    expect(failureText(de, 'send')).toBe('Die Freundschaftsanfrage konnte nicht gesendet werden');
  });
});
