import { de, deFirstScreen, en, LATER_AREAS } from '@nahbar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A catalogue's areas and texts, comparable across module instances (each fresh import of the
 * catalogues below brings its own copy of contracts, with functions of its own).
 */
function shape(catalogue: object): string {
  return JSON.stringify(catalogue, (_key, value: unknown) =>
    typeof value === 'function' ? `function of ${value.length}` : value,
  );
}

async function freshCatalogues() {
  vi.resetModules();
  return import('./catalogues');
}

describe('the catalogues in two parts', () => {
  afterEach(() => {
    vi.doUnmock('./catalogues/later-de');
  });

  it('loads the first-screen part first, and merges the later areas into the same object', async () => {
    const { loadCatalogue, loadLaterTexts, loadedCatalogue } = await freshCatalogues();
    const german = await loadCatalogue('de');
    expect(shape(german)).toBe(shape(deFirstScreen));
    for (const area of LATER_AREAS) expect(german, area).not.toHaveProperty(area);
    await loadLaterTexts();
    expect(loadedCatalogue('de')).toBe(german);
    expect(shape(german)).toBe(shape(de));
  });

  it('once the later texts were asked for, loads both parts of a language switched to', async () => {
    const { loadCatalogue, loadLaterTexts } = await freshCatalogues();
    await loadCatalogue('de');
    await loadLaterTexts();
    expect(shape(await loadCatalogue('en'))).toBe(shape(en));
  });

  it('includes a language still on its way when the later texts are asked for', async () => {
    const { loadCatalogue, loadLaterTexts } = await freshCatalogues();
    const english = loadCatalogue('en');
    await loadLaterTexts();
    expect(shape(await english)).toBe(shape(en));
  });

  it('fetches the later part again after a failed fetch (offline)', async () => {
    let refuse = true;
    vi.doMock('./catalogues/later-de', async (original) => {
      if (refuse) throw new Error('offline');
      return original();
    });
    const { loadCatalogue, loadLaterTexts } = await freshCatalogues();
    const german = await loadCatalogue('de');
    await expect(loadLaterTexts()).rejects.toThrow();
    expect(german).not.toHaveProperty('settings');
    refuse = false;
    vi.resetModules();
    await loadLaterTexts();
    expect(shape(german)).toBe(shape(de));
  });
});
