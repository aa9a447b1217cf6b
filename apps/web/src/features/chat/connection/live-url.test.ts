import { textRef } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { liveUrlProblem } from './live-url';

describe('liveUrlProblem', () => {
  it('accepts ws and wss addresses with a host', () => {
    expect(liveUrlProblem('ws://localhost:3000/trpc')).toBeNull();
    expect(liveUrlProblem('wss://nahbar.example/trpc')).toBeNull();
  });

  it('names a missing host', () => {
    expect(liveUrlProblem('ws:///trpc')).toEqual(textRef('connection.invalidHost'));
    expect(liveUrlProblem('wss://')).toEqual(textRef('connection.invalidHost'));
  });

  it('names an address that is no WebSocket URL', () => {
    expect(liveUrlProblem('not a url')).toEqual(textRef('connection.invalidUrl'));
    expect(liveUrlProblem('http://localhost/trpc')).toEqual(textRef('connection.invalidUrl'));
  });
});
