import type { TSessionUser } from '@nahbar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import {
  announceAuthChange,
  clearStoredSession,
  isSessionStorageEvent,
  writeStoredUser,
} from './session-storage';
import { useStoredUser } from './use-stored-user';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: TSessionUser | null;
  /** True only while nothing is known yet: no stored user to paint and no server answer. */
  loading: boolean;
  /** Records a successful login or registration. */
  signIn: (user: TSessionUser) => void;
  /** Ends the session on the server and forgets everything local, even if the call fails. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The one owner of "who is signed in". The stored user paints the first frame; the `auth.me`
 * query (the session cookie is HttpOnly, so only the server knows) decides, and the stored copy
 * follows it (accounts spec §4).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const stored = useStoredUser();
  const me = trpc.auth.me.useQuery();
  const logout = trpc.auth.logout.useMutation();

  // Keep the stored copy in step with the server's answer.
  useEffect(() => {
    if (!me.isSuccess) return;
    if (me.data) {
      if (stored.raw === JSON.stringify(me.data)) return;
      writeStoredUser(window.localStorage, me.data);
    } else {
      if (stored.raw === null) return;
      clearStoredSession(window.localStorage);
    }
    announceAuthChange(window);
  }, [me.isSuccess, me.data, stored.raw]);

  // Another tab signed in or out: ask the server who we are now.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isSessionStorageEvent(event)) void utils.auth.me.invalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [utils]);

  const signIn = useCallback(
    (user: TSessionUser) => {
      utils.auth.me.setData(undefined, user);
      writeStoredUser(window.localStorage, user);
      announceAuthChange(window);
    },
    [utils],
  );

  const { mutateAsync: callLogout } = logout;
  const signOut = useCallback(async () => {
    try {
      await callLogout();
    } catch {
      // The local session ends regardless (accounts spec §4); the cookie expires on its own.
    } finally {
      clearStoredSession(window.localStorage);
      queryClient.clear();
      utils.auth.me.setData(undefined, null);
      announceAuthChange(window);
    }
  }, [callLogout, queryClient, utils]);

  // While the server has not answered (or cannot be reached) the stored user stands in.
  const user = me.isSuccess ? me.data : stored.user;
  const value = useMemo<Session>(
    () => ({ user, loading: me.isPending && !stored.user, signIn, signOut }),
    [user, me.isPending, stored.user, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
