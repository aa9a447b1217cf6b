import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { createUsernameChecker, type UsernameAvailability, type UsernameChecker } from './username-check';

/** The live nickname check of the registration form, driven by the field's value. */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const utils = trpc.useUtils();
  const [state, setState] = useState<UsernameAvailability>('idle');
  const checker = useRef<UsernameChecker | null>(null);

  useEffect(() => {
    const instance = createUsernameChecker({
      // Straight through the client: a cached answer could be stale by the time it is shown.
      check: async (name, signal) =>
        (await utils.client.auth.checkUsername.query({ username: name }, { signal })).available,
      onChange: setState,
    });
    checker.current = instance;
    return () => {
      instance.dispose();
      checker.current = null;
    };
  }, [utils]);

  useEffect(() => {
    checker.current?.update(username);
  }, [username]);

  return state;
}
