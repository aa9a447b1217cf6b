import { CLOSE_CODE } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { closeDecision, restartDelayMs, UNMOUNT_CLOSE_REASON } from './close-policy';

describe('closeDecision', () => {
  it('stops on a normal close or when the client unmounts', () => {
    expect(closeDecision(1000)).toEqual({ kind: 'stop' });
    expect(closeDecision(1005, UNMOUNT_CLOSE_REASON)).toEqual({ kind: 'stop' });
  });

  it('retries after 300 ms when the server goes away', () => {
    expect(closeDecision(1001)).toEqual({ kind: 'soon', delayMs: 300 });
  });

  it('comes back at once, spread over up to a second, when the instance restarts', () => {
    expect(closeDecision(CLOSE_CODE.SERVICE_RESTART, 'Service restart', 0)).toEqual({
      kind: 'soon',
      delayMs: 0,
    });
    expect(closeDecision(1012, '', 0.5)).toEqual({ kind: 'soon', delayMs: 500 });
    expect(closeDecision(1012, '', 1)).toEqual({ kind: 'soon', delayMs: 1000 });
    // A broken random source still gives a wait inside the window.
    expect(restartDelayMs(Number.NaN)).toBe(500);
    expect(restartDelayMs(7)).toBe(1000);
  });

  it('backs off on every other close, including a failed open', () => {
    expect(closeDecision(1006)).toEqual({ kind: 'backoff' });
    expect(closeDecision(1011, 'oops')).toEqual({ kind: 'backoff' });
    expect(closeDecision(undefined)).toEqual({ kind: 'backoff' });
  });

  it('knows the session has ended', () => {
    expect(closeDecision(CLOSE_CODE.SESSION_ENDED)).toEqual({ kind: 'session-ended', suspended: false });
    expect(closeDecision(CLOSE_CODE.ACCOUNT_SUSPENDED)).toEqual({ kind: 'session-ended', suspended: true });
  });
});
