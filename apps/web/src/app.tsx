import { QueryClientProvider } from '@tanstack/react-query';
import { AccountLocaleSync } from './app/account-locale-sync';
import { queryClient, trpcClient } from './app/app-clients';
import { SessionProvider } from './features/auth/session';
import { KeyboardShortcuts } from './features/shortcuts/keyboard-shortcuts';
import { I18nProvider } from './i18n';
import { trpc } from './lib/trpc';
import { UpdatePrompt } from './pwa/update-prompt';
import { AppRouter } from './router';
import { ThemeProvider } from './theme-provider';
import { ToastHost } from './toasts/toast-host';

/** Providers from the outside in: language, theme, data, session, then the routes. */
export function App() {
  return (
    <I18nProvider>
      <ThemeProvider>
        <ToastHost />
        <KeyboardShortcuts />
        <UpdatePrompt />
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>
              <AccountLocaleSync />
              <AppRouter />
            </SessionProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </ThemeProvider>
    </I18nProvider>
  );
}
