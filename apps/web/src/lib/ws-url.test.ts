import { describe, expect, it } from 'vitest';
import { trpcWebSocketUrl } from './ws-url';

describe('trpcWebSocketUrl', () => {
  it('uses ws on a plain http page, keeping host and port', () => {
    expect(trpcWebSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/trpc');
  });

  it('uses wss on an https page', () => {
    expect(trpcWebSocketUrl({ protocol: 'https:', host: 'nahbar.example' })).toBe(
      'wss://nahbar.example/trpc',
    );
  });
});
