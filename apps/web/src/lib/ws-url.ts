/** The part of `window.location` a WebSocket address is built from. */
interface PageLocation {
  protocol: string;
  host: string;
}

/**
 * The tRPC WebSocket endpoint on the page's own origin (the server refuses upgrades from other
 * origins), over `wss` when the page itself is served securely.
 */
export function trpcWebSocketUrl(location: PageLocation): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/trpc`;
}
