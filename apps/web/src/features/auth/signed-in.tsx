import { Center, Loader } from '@mantine/core';
import type { TSessionUser } from '@nahbar/contracts';
import type { ReactNode } from 'react';
import { AuthScreen } from './auth-screen';
import { useSession } from './session';

/**
 * Renders its children for a signed-in user and the auth screen for visitors (accounts spec
 * §2: the chat screen and /friends). Only a first visit with nothing stored waits on the server.
 */
export function SignedIn({ children }: { children: (user: TSessionUser) => ReactNode }) {
  const { user, loading } = useSession();
  if (loading) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return user ? children(user) : <AuthScreen />;
}
