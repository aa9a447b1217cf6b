import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SRC = fileURLToPath(new URL('..', import.meta.url));
const UI_SRC = fileURLToPath(new URL('../../../../packages/ui/src', import.meta.url));
/** What would put a whole catalogue, or a part of one, into the first download (see catalogues.ts). */
const WHOLE_CATALOGUE = new Set([
  'de',
  'en',
  'deFirstScreen',
  'deLater',
  'enFirstScreen',
  'enLater',
  'TEXT',
  'CATALOGUES',
  'englishText',
  'englishOfIssue',
  'isTextKey',
]);
/** The one place that names them: each catalogue's own chunk. */
const CATALOGUE_CHUNKS = join(WEB_SRC, 'i18n', 'catalogues');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === CATALOGUE_CHUNKS || entry.name === 'sw' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function contractsImports(code: string): string[] {
  return [...code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@nahbar\/contracts'/g)].flatMap(
    (match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type ')),
  );
}

describe('one language per visit', () => {
  it('no module of the web app or its UI package imports a whole catalogue', () => {
    const offenders = [...sources(WEB_SRC), ...sources(UI_SRC)].flatMap((file) =>
      contractsImports(readFileSync(file, 'utf8'))
        .filter((name) => WHOLE_CATALOGUE.has(name.split(/\s+as\s+/)[0] ?? name))
        .map((name) => `${relative(WEB_SRC, file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
