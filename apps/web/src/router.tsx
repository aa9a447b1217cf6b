import { createRouter } from '@tanstack/react-router';
import { queryClient, trpcUtils } from './lib/app-clients';
import { routeTree } from './routes/route-tree';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
