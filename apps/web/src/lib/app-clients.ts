import { createTRPCQueryUtils } from '@trpc/react-query';
import { createQueryClient } from './query-client';
import { createTrpcClients } from './trpc';

/**
 * The app's single query cache and tRPC clients. The router's loaders and guards use
 * `trpcUtils`; components use the hooks from `trpc`, which share the same cache.
 */
export const queryClient = createQueryClient();
export const { client: trpcClient, wsClient } = createTrpcClients();
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
