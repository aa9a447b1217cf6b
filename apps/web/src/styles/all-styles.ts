import fullSheet from '@mantine/core/styles.css?url';

let loading: Promise<void> | null = null;

/**
 * Adds Mantine's full style sheet to the page (once) and resolves when it is in, or could not
 * be loaded (the screen then still works, only less styled). The first download carries only
 * what the chat screen shows (first-screen.css); this one is fetched once the screen is up and
 * before any screen or dialog that loads on demand renders. It goes right after the first-screen
 * sheet, so that Mantine's rules keep the order of its full sheet (a later component refining an
 * earlier one: Card over Paper), and before the app's own styles, which keep winning over it.
 */
export function loadAllStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fullSheet;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // After Mantine's first-screen sheet, before the app's own (vite-plugins/stylesheet-order.ts);
    // under the dev server, which has no such link, before every style.
    const firstScreen = document.head.querySelector('link[data-mantine-first-screen]');
    if (firstScreen) firstScreen.after(link);
    else document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  });
  return loading;
}
