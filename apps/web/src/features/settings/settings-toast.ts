import type { ToastScope } from '../../toasts';

/**
 * The settings' toasts report on the form in front of the member: they go with the settings
 * screen, so none is left standing on the next one (a failure long since put right, say).
 */
export const SETTINGS_TOAST: ToastScope = { screenOnly: true };

/** A toast about one settings action: a newer one about the same action replaces it. */
export function settingsToast(key: string): ToastScope {
  return { ...SETTINGS_TOAST, key };
}
