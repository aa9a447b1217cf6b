import {
  type TNotificationPriority,
  TOAST_DURATION_MS,
  TOAST_HIGH_DURATION_MS,
  TOASTS_AT_ONCE,
} from '@nahbar/contracts';

/*
 * The one way the web app shows a toast. This module is in the first download (every screen
 * raises toasts), so it stays small and imports no component: the container that draws the
 * toasts is a chunk of its own (toast-host.tsx).
 */

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';
/** The spec's priorities (accounts spec §4): normal 5 s, high 8 s, urgent until closed. */
type ToastPriority = TNotificationPriority;

export interface ToastRequest {
  title?: string;
  message: string;
  tone?: ToastTone;
  priority?: ToastPriority;
  /** A button in the toast (chat spec: a toast that carries a roomId switches to that room). */
  action?: { label: string; onClick: () => void };
  /**
   * The action the toast reports on ('password-change'): a newer toast with the same key takes
   * its place, so a success does not stand beside the failure of an earlier try.
   */
  key?: string;
  /** Dropped when the member leaves the screen it was raised on (a form's failure, say). */
  screenOnly?: boolean;
}

export interface Toast extends Omit<ToastRequest, 'screenOnly'> {
  id: number;
  tone: ToastTone;
  priority: ToastPriority;
  /** The screen it was raised on, when it belongs to that screen only. */
  screen?: string;
}

/** How long a toast stays; null: until closed. */
export function toastDuration(priority: ToastPriority): number | null {
  if (priority === 'urgent') return null;
  return priority === 'high' ? TOAST_HIGH_DURATION_MS : TOAST_DURATION_MS;
}

/** Newest first; never more than the spec's limit (older ones are pushed out). */
let toasts: readonly Toast[] = [];
let currentScreen = '';
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  const kept = new Set(next.map((toast) => toast.id));
  for (const toast of toasts) if (!kept.has(toast.id)) stopTimer(toast.id);
  toasts = next;
  for (const listener of listeners) listener();
}

function stopTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function startTimer(toast: Toast): void {
  stopTimer(toast.id);
  const duration = toastDuration(toast.priority);
  if (duration !== null)
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), duration),
    );
}

/** Shows a toast on top of the others; returns its id (for `dismissToast`). */
export function showToast({ screenOnly, ...request }: ToastRequest): number {
  const toast: Toast = {
    ...request,
    id: nextId++,
    tone: request.tone ?? 'info',
    priority: request.priority ?? 'normal',
    screen: screenOnly ? currentScreen : undefined,
  };
  const others = toasts.filter((shown) => request.key === undefined || shown.key !== request.key);
  publish([toast, ...others].slice(0, TOASTS_AT_ONCE));
  startTimer(toast);
  return toast.id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** A pointer on a toast holds it (as a reader may need longer); leaving restarts its time. */
export function holdToast(id: number): void {
  stopTimer(id);
}

export function releaseToast(id: number): void {
  const toast = toasts.find((shown) => shown.id === id);
  if (toast) startTimer(toast);
}

/**
 * The app names the screen shown (routes/root.tsx: who is signed in and the path); a change
 * drops the toasts that belonged to the screen before.
 */
export function enterScreen(screen: string): void {
  if (screen === currentScreen) return;
  currentScreen = screen;
  const kept = toasts.filter((toast) => toast.screen === undefined || toast.screen === screen);
  if (kept.length !== toasts.length) publish(kept);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
