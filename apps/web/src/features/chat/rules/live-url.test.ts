import { describe, expect, it } from 'vitest';
import { liveUrlProblem } from './live-url';

describe('liveUrlProblem', () => {
  it('accepts ws and wss addresses with a host', () => {
    expect(liveUrlProblem('ws://localhost:3000/trpc')).toBeNull();
    expect(liveUrlProblem('wss://nahbar.example/trpc')).toBeNull();
  });

  it('names a missing host', () => {
    expect(liveUrlProblem('ws:///trpc')).toBe('Invalid WebSocket host');
    expect(liveUrlProblem('wss://')).toBe('Invalid WebSocket host');
  });

  it('names an address that is no WebSocket URL', () => {
    expect(liveUrlProblem('not a url')).toBe('Invalid WebSocket URL');
    expect(liveUrlProblem('http://localhost/trpc')).toBe('Invalid WebSocket URL');
  });
});
