import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url';
import { loggerOptions } from './logger-options';

const input = encodeURIComponent(JSON.stringify({ 0: { q: 'secret words' } }));

describe('the request log of search paths', () => {
  it.each([
    ['/api/search/messages?q=secret&limit=5', '/api/search/messages?…'],
    ['/api/search/users?q=secret', '/api/search/users?…'],
    ['/API//search/rooms?q=secret', '/API//search/rooms?…'],
    ['/api/admin/users?query=secret', '/api/admin/users?…'],
    ['/api/geocode/suggest?q=Hambu', '/api/geocode/suggest?…'],
    ['/api/auth/check-username?username=secret', '/api/auth/check-username?…'],
    ['/api/mail/unsubscribe?token=working-token', '/api/mail/unsubscribe?…'],
    [`/trpc/search.messages?batch=1&input=${input}`, '/trpc/search.messages?…'],
    [`/trpc/rooms.list,search.users?batch=1&input=${input}`, '/trpc/rooms.list,search.users?…'],
    [`/trpc/rooms.list%2Csearch.users?batch=1&input=${input}`, '/trpc/rooms.list%2Csearch.users?…'],
    [`/trpc/admin.users?input=${input}`, '/trpc/admin.users?…'],
    [`/trpc/places.suggest?input=${input}`, '/trpc/places.suggest?…'],
    [`/trpc/auth.checkUsername?input=${input}`, '/trpc/auth.checkUsername?…'],
  ])('leaves out the query string of %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it.each([
    '/api/rooms/1/messages?limit=50',
    '/api/admin/users/0b6c3a52-3f0e-4c2d-9a57-0d7b1f3c9e11',
    `/trpc/rooms.list?batch=1&input=${input}`,
    '/api/search/messages',
  ])('keeps %s as it is', (url) => {
    expect(loggedUrl(url)).toBe(url);
  });

  it('is what the logger writes of a request', () => {
    const { serializers } = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    const logged = serializers.req({
      method: 'GET',
      url: '/api/search/users?q=secret',
      host: 'localhost',
      ip: '127.0.0.1',
    });
    expect(logged).toMatchObject({ method: 'GET', url: '/api/search/users?…', remoteAddress: '127.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain('secret');
  });
});
