import {
  USERNAME_CHECK_DEBOUNCE_MS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@nahbar/contracts';

/** What the registration form says about the chosen nickname. */
export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken';

interface UsernameCheckerOptions {
  /** Asks the server; resolves true when the name is free. */
  check: (username: string, signal: AbortSignal) => Promise<boolean>;
  onChange: (state: UsernameAvailability) => void;
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface UsernameChecker {
  /** Call on every keystroke with the field's current value. */
  update: (username: string) => void;
  dispose: () => void;
}

/**
 * Only names the server could accept are worth asking about: the spec asks from 3 characters
 * (accounts spec §4), and names outside the pattern already show the rules message.
 */
export function isCheckableUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN_LENGTH &&
    username.length <= USERNAME_MAX_LENGTH &&
    USERNAME_PATTERN.test(username)
  );
}

/**
 * The nickname availability check: after a 500 ms pause in typing it shows 'checking', then
 * 'available' or 'taken'. Every keystroke cancels the pending pause and any request in flight,
 * so an answer about an older spelling never overwrites the current one. A failed request says
 * nothing rather than blocking sign-up: the server checks again on submit.
 */
export function createUsernameChecker(options: UsernameCheckerOptions): UsernameChecker {
  const delayMs = options.delayMs ?? USERNAME_CHECK_DEBOUNCE_MS;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let inFlight: AbortController | null = null;
  let state: UsernameAvailability = 'idle';

  const set = (next: UsernameAvailability) => {
    if (next === state) return;
    state = next;
    options.onChange(next);
  };

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
  };

  const run = async (username: string) => {
    timer = null;
    const controller = new AbortController();
    inFlight = controller;
    set('checking');
    try {
      const available = await options.check(username, controller.signal);
      if (controller.signal.aborted) return;
      set(available ? 'available' : 'taken');
    } catch {
      if (!controller.signal.aborted) set('idle');
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };

  return {
    update(raw) {
      cancel();
      set('idle');
      const username = raw.trim();
      if (!isCheckableUsername(username)) return;
      timer = setTimer(() => void run(username), delayMs);
    },
    dispose() {
      cancel();
    },
  };
}
