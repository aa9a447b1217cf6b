import { describe, expect, it, vi } from 'vitest';

/**
 * The store and its catalogues as a page starts with them: the unit tests share a module graph,
 * and another file may have loaded languages already.
 */
async function freshStore() {
  vi.resetModules();
  return {
    // The texts too: a catalogue's message functions are compared by identity.
    ...(await import('@nahbar/contracts')),
    ...(await import('./catalogues')),
    ...(await import('./locale-store')),
  };
}

describe('the locale store', () => {
  it('loads the start language before anything is shown in it', async () => {
    const { deFirstScreen, enFirstScreen, getLocaleState, loadStartCatalogue, loadedCatalogue } =
      await freshStore();
    const start = getLocaleState().locale;
    await loadStartCatalogue();
    expect(loadedCatalogue(start)).toEqual(start === 'de' ? deFirstScreen : enFirstScreen);
  });

  it('shows a language only once its catalogue is in', async () => {
    const {
      catalogueIfLoaded,
      consoleText,
      de,
      deFirstScreen,
      getLocaleState,
      loadedCatalogue,
      setLocale,
      textRef,
    } = await freshStore();
    const switching = setLocale('de');
    // Not yet: the German texts are still on their way.
    expect(catalogueIfLoaded('de')).toBeUndefined();
    expect(getLocaleState().locale).not.toBe('de');
    await switching;
    expect(getLocaleState()).toMatchObject({ locale: 'de', chosen: true });
    expect(loadedCatalogue('de')).toEqual(deFirstScreen);
    expect(consoleText(textRef('connection.parseFailed'))).toBe(de.connection.parseFailed);
  });

  it('ends on the language asked for last, though an earlier one arrives later', async () => {
    const store = await freshStore();
    await store.loadStartCatalogue();
    await store.setLocale('en');
    // German is not loaded in this fresh store: English (already in) is shown first, and the
    // German catalogue arriving afterwards must not take over.
    await Promise.all([store.setLocale('de'), store.setLocale('en')]);
    expect(store.getLocaleState().locale).toBe('en');
  });
});
