import type { LiveConnectionOptions } from './live-connection';

/** Ours: a health check that has not answered by then counts as no answer. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Whether plain HTTP to the server answers: told apart from a dead live channel, it says
 * whether the server itself is away (a restart, a deploy) or only the WebSocket fails.
 */
export async function serverAnswers(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFn('/api/health', {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

type Signals = Pick<LiveConnectionOptions, 'network' | 'isOnline' | 'visibility' | 'probe'>;

/** What the live channel hears from the browser: the network, the tab's visibility, the server. */
export function browserSignals(window: Window): Signals {
  return {
    network: window,
    isOnline: () => window.navigator.onLine,
    visibility: window.document,
    probe: () => serverAnswers(window.fetch.bind(window)),
  };
}
