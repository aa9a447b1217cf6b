import fullSheet from '@mantine/core/styles.css?url';

let loading: Promise<void> | null = null;

/**
 * Adds Mantine's full style sheet to the page (once) and resolves when it is in, or could not
 * be loaded (the screen then still works, only less styled). The first download carries only
 * what the chat screen shows (first-screen.css); this one is fetched once the screen is up and
 * before any screen or dialog that loads on demand renders. The sheet goes before the app's own
 * styles, where Mantine's styles always stand, so that those keep winning over it.
 */
export function loadAllStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fullSheet;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    const first = document.head.querySelector('link[rel="stylesheet"], style');
    document.head.insertBefore(link, first);
  });
  return loading;
}

/** A module loaded on demand, once Mantine's full style sheet is in as well. */
export async function withAllStyles<Module>(module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, loadAllStyles()]);
  return loaded;
}
