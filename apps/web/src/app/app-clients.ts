import { createTRPCQueryUtils } from '@trpc/react-query';
import { markSuspended } from '../features/auth/suspended-notice';
import { browserSignals } from '../features/chat/connection/browser-signals';
import { LiveConnection } from '../features/chat/connection/live-connection';
import { createQueryClient } from '../lib/query-client';
import { createTrpcClients } from '../lib/trpc';
import { trpcWebSocketUrl } from '../lib/ws-url';

/**
 * The app's single query cache, live channel and tRPC clients. The router's loaders and guards
 * use `trpcUtils`; components use the hooks from `trpc`, which share the same cache.
 */
export const queryClient = createQueryClient();
export const liveConnection = new LiveConnection({
  url: trpcWebSocketUrl(window.location),
  ...browserSignals(window),
  // The server closed the socket because the session ended: ask who is signed in now. A ban
  // says so on the sign-in screen.
  onSessionEnded: (suspended) => {
    if (suspended) markSuspended();
    void trpcUtils.auth.me.invalidate();
  },
});
export const { client: trpcClient } = createTrpcClients(() => liveConnection.client());
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
