import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { onDemand } from '../../../components/on-demand';
import type { PasswordEstimate } from './strength-estimator';

/** The estimator and its dictionaries: fetched once a password is being chosen, never before. */
const estimator = onDemand(() => import('./strength-estimator'));

/** Starts fetching the estimator (the password field got focus), so the hint is there at the first key. */
export const prefetchPasswordStrength = (): void => estimator.prefetch();

/**
 * The strength of a password being typed, null while it is empty or the estimator is still on
 * its way (or could not be fetched: the next key tries again). The estimate follows the typing
 * at a lower priority, so a long password never holds up the field.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordEstimate | null {
  const [module, setModule] = useState(estimator.current);
  useEffect(() => {
    if (module || password === '') return;
    let current = true;
    estimator.load().then(
      (loaded) => current && setModule(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module, password]);

  const typed = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');
  return useMemo(
    () => (module && typed !== '' ? module.estimatePasswordStrength(typed, inputsKey.split('\n')) : null),
    [module, typed, inputsKey],
  );
}
