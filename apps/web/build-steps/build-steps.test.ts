import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialScripts, languageScripts } from './initial-scripts';
import { precompress } from './precompress';
import { weighInitialScripts } from './size-budget';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'nahbar-build-steps-'));
  mkdirSync(join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const BIG_SCRIPT = `export const words = ${JSON.stringify('Nahbar '.repeat(500))};`;

describe('precompress', () => {
  it('writes brotli and gzip copies of larger text files that decode to the original', () => {
    writeFileSync(join(dist, 'assets', 'index-a1.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'tiny-b2.js'), 'export {};');
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4000, 7));

    const totals = precompress(dist);

    expect(totals.files).toBe(1);
    const file = join(dist, 'assets', 'index-a1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(BIG_SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(BIG_SCRIPT);
    expect(totals.brotli).toBeLessThan(totals.raw / 10);
    expect(() => readFileSync(join(dist, 'assets', 'tiny-b2.js.br'))).toThrow();
    expect(() => readFileSync(join(dist, 'icon.png.br'))).toThrow();
  });
});

describe('the first-load scripts', () => {
  it('are the module script and its preloads, not the lazy chunks', () => {
    writeFileSync(
      join(dist, 'index.html'),
      [
        '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/framework-c3.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
      ].join('\n'),
    );
    writeFileSync(join(dist, 'assets', 'index-a1.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'framework-c3.js'), 'export const x = 1;');
    writeFileSync(join(dist, 'assets', 'settings-page-e5.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'text-chunks.json'), '{}');

    expect(initialScripts(dist)).toEqual(['/assets/index-a1.js', '/assets/framework-c3.js']);
    const weights = weighInitialScripts(dist);
    expect(weights.map((weight) => weight.src)).toEqual(initialScripts(dist));
    expect(weights[0]?.gzip).toBeGreaterThan(0);
  });
});

describe('the first-load languages', () => {
  it("count the heaviest language's catalogue scripts, and what the first load has already once", () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    );
    writeFileSync(
      join(dist, 'text-chunks.json'),
      JSON.stringify({
        de: ['/assets/de-f6.js', '/assets/plural-h8.js', '/assets/index-a1.js'],
        en: ['/assets/en-g7.js', '/assets/plural-h8.js', '/assets/index-a1.js'],
      }),
    );
    writeFileSync(join(dist, 'assets', 'index-a1.js'), 'export const x = 1;');
    writeFileSync(join(dist, 'assets', 'de-f6.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'en-g7.js'), 'export const y = 2;');
    writeFileSync(join(dist, 'assets', 'plural-h8.js'), 'export const z = 3;');

    expect(languageScripts(dist).de).toEqual([
      '/assets/de-f6.js',
      '/assets/plural-h8.js',
      '/assets/index-a1.js',
    ]);
    expect(weighInitialScripts(dist).map((weight) => weight.src)).toEqual([
      '/assets/index-a1.js',
      '/assets/de-f6.js',
      '/assets/plural-h8.js',
    ]);
  });

  it('fail the budget rather than count no language when the build did not list them', () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'index-a1.js'), 'export const x = 1;');
    expect(() => weighInitialScripts(dist)).toThrow();
  });
});
