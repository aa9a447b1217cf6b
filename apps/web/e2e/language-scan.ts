import { de, en, type Messages } from '@nahbar/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

type Language = 'de' | 'en';
const CATALOGUES: Record<Language, Messages> = { de, en };

/**
 * The plain texts of one language that the other language words differently: on a page in the
 * other language, none of these may show.
 */
function textsOnlyIn(language: Language): Set<string> {
  const own = CATALOGUES[language] as unknown as Record<string, Record<string, unknown>>;
  const other = CATALOGUES[language === 'de' ? 'en' : 'de'] as unknown as Record<
    string,
    Record<string, unknown>
  >;
  const texts = new Set<string>();
  for (const [area, leaves] of Object.entries(own)) {
    for (const [name, text] of Object.entries(leaves)) {
      if (typeof text === 'string' && text !== other[area]?.[name]) texts.add(text);
    }
  }
  return texts;
}

const ONLY_IN: Record<Language, Set<string>> = { de: textsOnlyIn('de'), en: textsOnlyIn('en') };

/** What a scope shows: its rendered lines, accessible names, placeholders, titles and alt texts. */
export async function shownTexts(scope: Page | Locator): Promise<string[]> {
  const root = 'locator' in scope && 'goto' in scope ? scope.locator('body') : scope;
  const perScope = await root.evaluateAll((elements) =>
    elements.flatMap((element) => {
      // innerText on purpose: what is rendered, one line per block, not hidden templates.
      // biome-ignore lint/performance/useDomNodeTextContent: see above
      const lines = (element as HTMLElement).innerText.split('\n');
      const named = [element, ...element.querySelectorAll('[aria-label], [placeholder], [title], [alt]')];
      const attributes = named.flatMap((node) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
      );
      return [...lines, ...attributes];
    }),
  );
  return perScope.map((text) => text.trim()).filter(Boolean);
}

/**
 * Fails when a page (or parts of it) in `language` shows a catalogue text of the other language.
 * Pass the dialogs and menus as extra scopes when they render in portals outside the body's flow.
 */
export async function expectOnlyLanguage(language: Language, ...scopes: (Page | Locator)[]): Promise<void> {
  const foreign = ONLY_IN[language === 'de' ? 'en' : 'de'];
  const shown = (await Promise.all(scopes.map((scope) => shownTexts(scope)))).flat();
  const leaked = [...new Set(shown.filter((text) => foreign.has(text)))];
  expect(leaked, `texts of the other language on a page in ${language}`).toEqual([]);
}
