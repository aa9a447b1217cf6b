import type { AppDeps } from '../../deps';
import { sweepExpiredUploads } from './sweep-expired-uploads';

/** How often unfinished uploads of everyone are looked for. */
export const UPLOAD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Sweeps unfinished uploads from a timer, so the bytes of someone who never uploads again do
 * not stay behind (each new upload sweeps only its owner's). Returns the stop function.
 */
export function startUploadSweeper(
  deps: AppDeps,
  onError: (error: unknown) => void,
  intervalMs = UPLOAD_SWEEP_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredUploads(deps)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
