import type { AppRouter } from '@nahbar/api';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { trpcWebSocketUrl } from './ws-url';

/** The typed React hooks for every tRPC procedure of the API. */
export const trpc = createTRPCReact<AppRouter>();

/**
 * Subscriptions travel over one shared WebSocket, everything else over batched HTTP. The socket
 * is lazy and closes as soon as the last subscription ends, so signed-out visitors never hold one.
 * The session cookie is HttpOnly, so every HTTP call must send credentials.
 */
export function createTrpcClients(location: Location = window.location) {
  const wsClient = createWSClient({
    url: trpcWebSocketUrl(location),
    lazy: { enabled: true, closeMs: 0 },
  });
  const client = trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient }),
        false: httpBatchLink({
          url: '/trpc',
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
  return { client, wsClient };
}

export type TrpcClient = ReturnType<typeof createTrpcClients>['client'];
export type TrpcWsClient = ReturnType<typeof createTrpcClients>['wsClient'];
