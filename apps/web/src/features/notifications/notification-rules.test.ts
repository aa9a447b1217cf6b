import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { badgeText, notificationTarget, notificationText, toastsForNotification } from './notification-rules';

describe('notification rules', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [4000, '99+'],
  ])('a badge of %i reads %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('does not toast what the chat screen already announces', () => {
    expect(toastsForNotification('private_chat_request')).toBe(false);
    expect(toastsForNotification('room_invite')).toBe(false);
    expect(toastsForNotification('mention')).toBe(true);
    expect(toastsForNotification('friend_request')).toBe(true);
  });

  it('leads friend requests to /friends, a roomId to its chat, the rest nowhere', () => {
    expect(notificationTarget({ type: 'friend_request', data: { fromUserId: 'a' } })).toEqual({
      to: '/friends',
    });
    expect(notificationTarget({ type: 'friend_accepted', data: {} })).toEqual({ to: '/friends' });
    expect(notificationTarget({ type: 'mention', data: { roomId: 'r1' } })).toEqual({
      to: '/chat/$roomId',
      params: { roomId: 'r1' },
    });
    expect(notificationTarget({ type: 'system', data: {} })).toBeNull();
  });
});

describe('notification text', () => {
  const stored = { title: 'stored title', body: 'stored body' };
  it('words known types in the member’s language from the names in data', () => {
    expect(notificationText(de, { ...stored, type: 'friend_request', data: { fromName: 'Anna' } })).toEqual({
      title: de.notifications.friendRequestTitle,
      body: de.notifications.friendRequestBody('Anna'),
    });
    expect(
      notificationText(de, { ...stored, type: 'mention', data: { fromName: 'Anna', roomName: 'Berlin' } }),
    ).toEqual({ title: de.notifications.mentionTitle, body: de.notifications.mentionBody('Anna', 'Berlin') });
    expect(notificationText(en, { ...stored, type: 'mention', data: { fromName: 'Anna' } }).body).toBe(
      en.notifications.mentionInChatBody('Anna'),
    );
    expect(notificationText(de, { ...stored, type: 'private_message', data: { fromName: 'Anna' } })).toEqual({
      title: 'Neue Nachricht von Anna',
      body: de.notifications.privateMessageBody,
    });
  });

  it('keeps the stored text where it knows no names, and for moderators’ and system notices', () => {
    expect(notificationText(de, { ...stored, type: 'friend_request', data: {} })).toEqual(stored);
    expect(notificationText(de, { ...stored, type: 'moderation', data: { fromName: 'Mod' } })).toEqual(
      stored,
    );
  });
});
