import { whenIdle } from './when-idle';

/** How long other screens (sign-in, settings) take at most to count as shown. */
const FIRST_SCREEN_FALLBACK_MS = 3000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});
setTimeout(() => markShown(), FIRST_SCREEN_FALLBACK_MS);

/** The chat's first screen shows what it came for: the open room's messages. */
export function firstScreenShown(): void {
  markShown();
}

/**
 * Runs `task` in a quiet moment once the first screen is up: for what can wait (the rest of
 * Mantine's styles, chunks a member will likely need soon). Before, such work would hold up the
 * first screen, in the quiet moments while it waits for its data. Returns a function that calls
 * it off.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  void shown.then(() => {
    if (!cancelled) cancelIdle = whenIdle(task);
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
