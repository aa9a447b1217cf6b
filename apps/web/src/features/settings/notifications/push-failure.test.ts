import { de, en } from '@nahbar/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { PushNotAllowed, PushUnsupported, pushFailureText } from './push-failure';

const t = en.notificationSettings;

/** A tRPC error as the client sees a server's refusal, with or without a catalogue text. */
function serverError(httpStatus: number, text?: { key: string; params?: unknown[] }) {
  return new TRPCClientError('refused', {
    result: { error: { code: -32600, message: 'refused', data: { httpStatus, code: 'BAD_REQUEST', text } } },
  } as never);
}

describe('the reason a push subscription failed', () => {
  it('tells blocked notifications from a prompt the member did not allow', () => {
    expect(pushFailureText(en, new PushNotAllowed('denied'))).toBe(t.pushDenied);
    expect(pushFailureText(en, new PushNotAllowed('default'))).toBe(t.pushNotAllowed);
    expect(pushFailureText(en, new DOMException('no', 'NotAllowedError'))).toBe(t.pushDenied);
  });

  it('names an unsupported browser, its push service and its own refusal', () => {
    expect(pushFailureText(en, new PushUnsupported())).toBe(t.pushUnsupported);
    expect(pushFailureText(en, new DOMException('no', 'NotSupportedError'))).toBe(t.pushUnsupported);
    expect(pushFailureText(en, new DOMException('push service error', 'AbortError'))).toBe(
      t.pushServiceUnreachable,
    );
    expect(pushFailureText(en, new DOMException('other key', 'InvalidStateError'))).toBe(
      t.pushBrowserRefused,
    );
  });

  it('gives the server’s reason, or says the server failed, or that it was not reached', () => {
    const refused = serverError(429, { key: 'limits.tooFast', params: [30] });
    expect(pushFailureText(de, refused)).toBe(
      de.notificationSettings.pushServerRefused(de.limits.tooFast(30)),
    );
    expect(pushFailureText(en, serverError(500))).toBe(t.pushServerFailed);
    expect(pushFailureText(en, new TRPCClientError('Failed to fetch'))).toBe(t.pushOffline);
    expect(pushFailureText(en, new TypeError('Failed to fetch'))).toBe(t.pushOffline);
  });

  it('speaks German too', () => {
    expect(pushFailureText(de, new PushNotAllowed('default'))).toBe(de.notificationSettings.pushNotAllowed);
    expect(de.notificationSettings.pushNotAllowed).not.toBe(t.pushNotAllowed);
  });
});
