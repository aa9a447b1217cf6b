import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoints';

describe('push endpoints', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAA', true],
    ['https://web.push.apple.com/QGuQ', true],
    ['https://wns2-am3p.notify.windows.com/w/?token=x', true],
    // anything else would let a member aim the server's requests
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://user@fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.evil.example/x', false],
    ['https://evilpush.apple.com.example/x', false],
    ['http://127.0.0.1:6379/', false],
    ['http://169.254.169.254/latest/meta-data', false],
    ['not a url', false],
  ])('%s: %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(allowed);
  });

  it('allows the origins the operator added, and only those', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4555/push/1', ['http://127.0.0.1:4555'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4556/push/1', ['http://127.0.0.1:4555'])).toBe(false);
  });
});
