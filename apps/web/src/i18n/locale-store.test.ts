import { de, deFirstScreen, enFirstScreen, textRef } from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { catalogueIfLoaded, loadedCatalogue } from './catalogues';
import { consoleText, getLocaleState, loadStartCatalogue, setLocale } from './locale-store';

describe('the locale store', () => {
  it('loads the start language before anything is shown in it', async () => {
    const start = getLocaleState().locale;
    await loadStartCatalogue();
    expect(loadedCatalogue(start)).toEqual(start === 'de' ? deFirstScreen : enFirstScreen);
  });

  it('shows a language only once its catalogue is in', async () => {
    const switching = setLocale('de');
    // Not yet: the German texts are still on their way.
    if (!catalogueIfLoaded('de')) expect(getLocaleState().locale).not.toBe('de');
    await switching;
    expect(getLocaleState()).toMatchObject({ locale: 'de', chosen: true });
    expect(loadedCatalogue('de')).toEqual(deFirstScreen);
    expect(consoleText(textRef('connection.parseFailed'))).toBe(de.connection.parseFailed);
  });

  it('ends on the language asked for last, though an earlier one arrives later', async () => {
    vi.resetModules();
    const store = await import('./locale-store');
    await store.loadStartCatalogue();
    await store.setLocale('en');
    // German is not loaded in this fresh store: English (already in) is shown first, and the
    // German catalogue arriving afterwards must not take over.
    await Promise.all([store.setLocale('de'), store.setLocale('en')]);
    expect(store.getLocaleState().locale).toBe('en');
  });
});
