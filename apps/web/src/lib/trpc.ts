import type { AppRouter } from '@nahbar/api';
import { TRPC_BATCH_MAX_CALLS } from '@nahbar/contracts';
import { httpBatchLink, splitLink, type TRPCLink, type TRPCWebSocketClient, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { earlyAnswerLink } from './early-answer-link';

/** The typed React hooks for every tRPC procedure of the API. */
export const trpc = createTRPCReact<AppRouter>();

/**
 * Subscriptions on whichever socket the live channel holds when they start: the channel
 * replaces its socket on every reconnect (features/chat/connection/live-connection.ts).
 */
function currentSocketLink(socket: () => TRPCWebSocketClient): TRPCLink<AppRouter> {
  return (runtime) => (ctx) => wsLink<AppRouter>({ client: socket() })(runtime)(ctx);
}

/**
 * Subscriptions travel over the live channel's WebSocket, everything else over batched HTTP.
 * The session cookie is HttpOnly, so every HTTP call must send credentials.
 */
export function createTrpcClients(socket: () => TRPCWebSocketClient) {
  const client = trpc.createClient({
    links: [
      earlyAnswerLink(),
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: currentSocketLink(socket),
        false: httpBatchLink({
          url: '/trpc',
          // The server refuses larger batches (CALLS_PER_BATCH); more calls go as more requests.
          maxItems: TRPC_BATCH_MAX_CALLS,
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
  return { client };
}
