import { describe, expect, it } from 'vitest';
import { clickTargetOf, shownNotificationOf } from './push';

const ROOM = '0d9c6f0e-3b0a-4a8e-9a51-5f2d8e1c7b11';

describe('push messages in the service worker', () => {
  it('shows a notification of ours with its text, tag and route', () => {
    const shown = shownNotificationOf(
      JSON.stringify({
        id: 'n1',
        type: 'private_message',
        title: 'New message from Anna',
        body: 'Open your private chat to read it.',
        url: `/chat/${ROOM}`,
        priority: 'normal',
      }),
    );
    expect(shown?.title).toBe('New message from Anna');
    expect(shown?.options).toMatchObject({
      body: 'Open your private chat to read it.',
      tag: 'n1',
      requireInteraction: false,
      data: { url: `/chat/${ROOM}` },
    });
  });

  it('keeps a moderator’s notice until it is clicked', () => {
    const shown = shownNotificationOf(
      JSON.stringify({ id: 'n2', title: 'Warning', body: null, url: '/chat', priority: 'urgent' }),
    );
    expect(shown?.options.requireInteraction).toBe(true);
    expect(shown?.options.body).toBeUndefined();
  });

  it.each([null, '', 'not json', '42', '{"title":"no id"}'])('ignores %s', (text) => {
    expect(shownNotificationOf(text)).toBeNull();
  });

  it.each([
    [`/chat/${ROOM}`, `/chat/${ROOM}`],
    ['/friends', '/friends'],
    ['/chat', '/chat'],
    // never anywhere else, whatever the message says
    ['https://evil.example/', '/chat'],
    ['//evil.example/x', '/chat'],
    ['/settings?tab=account', '/chat'],
    [undefined, '/chat'],
  ])('a click on %s opens %s', (url, target) => {
    expect(clickTargetOf({ url })).toBe(target);
  });
});
