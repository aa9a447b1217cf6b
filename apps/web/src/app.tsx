import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOASTS_AT_ONCE } from '@nahbar/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SessionProvider } from './features/auth/session';
import { queryClient, trpcClient } from './lib/app-clients';
import { trpc } from './lib/trpc';
import { router } from './router';
import { theme } from './theme';
import toastClasses from './toasts.module.css';

/** Providers from the outside in: theme, data, session, then the routes. */
export function App() {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notifications
        position="bottom-right"
        limit={TOASTS_AT_ONCE}
        autoClose={TOAST_DURATION_MS}
        className={toastClasses.toasts}
      />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
