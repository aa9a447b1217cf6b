import { describe, expect, it } from 'vitest';
import { preloadTexts } from './preload-texts';

const CHUNKS = {
  de: ['/assets/de-a1.js', '/assets/plural-c3.js'],
  en: ['/assets/en-b2.js', '/assets/plural-c3.js'],
};

function fakeDocument() {
  const appended: Record<string, string>[] = [];
  const doc = {
    createElement: () => ({}) as HTMLLinkElement,
    head: { appendChild: (node: Record<string, string>) => appended.push({ ...node }) },
  } as unknown as Pick<Document, 'createElement' | 'head'>;
  return { doc, appended };
}

describe('preloadTexts', () => {
  it("preloads the start language's catalogue and what it imports as modules, as the app fetches them", () => {
    const { doc, appended } = fakeDocument();
    preloadTexts(doc, CHUNKS, 'de');
    expect(appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/de-a1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/plural-c3.js' },
    ]);
  });

  it('preloads only the one language', () => {
    const { doc, appended } = fakeDocument();
    preloadTexts(doc, CHUNKS, 'en');
    expect(appended.map((link) => link.href)).toEqual(['/assets/en-b2.js', '/assets/plural-c3.js']);
  });
});
