import { describe, expect, it, vi } from 'vitest';
import { serverAnswers } from './browser-signals';

describe('serverAnswers', () => {
  it('asks the health check afresh, without the session cookie', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"status":"ok"}'));
    await expect(serverAnswers(fetchFn)).resolves.toBe(true);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('counts an error status (a proxy before a stopped server) as no answer', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    await expect(serverAnswers(fetchFn)).resolves.toBe(false);
  });

  it('counts a refused or timed-out request as no answer', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(serverAnswers(fetchFn)).resolves.toBe(false);
  });
});
