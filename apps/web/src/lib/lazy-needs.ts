import { loadLaterTexts } from '../i18n/catalogues';
import { loadAllStyles } from '../styles/all-styles';

/**
 * A module loaded on demand (a screen, a dialog), once what such parts need beyond the first
 * load is in as well: Mantine's full style sheet and the later texts (LATER_AREAS in contracts).
 * The one gate every lazy screen and dialog goes through (components/lazy-dialog.tsx,
 * routes/*-route.tsx; i18n/first-screen-texts.test.ts relies on it and checks they do); main.tsx
 * starts both once the first screen is up. The toasts' container, no screen, waits for the
 * styles only (toasts/toast-host.tsx).
 * Rejects when the module or the texts cannot be fetched; the next opening tries again.
 */
export async function withLazyNeeds<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, loadAllStyles(), loadLaterTexts()]);
  return loaded;
}
