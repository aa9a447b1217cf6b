import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LATER_AREAS } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';

const WEB_SRC = fileURLToPath(new URL('..', import.meta.url));
const UI_ENTRY = fileURLToPath(new URL('../../../../packages/ui/src/index.ts', import.meta.url));
const UI_SRC = dirname(UI_ENTRY);
/**
 * Where the first load starts: main.tsx, and what the chat screen loads lazily without the
 * gate: the toasts' container (toasts/toast-host.tsx) and the UI package's menus and tooltips.
 */
const FIRST_LOAD = [
  join(WEB_SRC, 'main.tsx'),
  join(WEB_SRC, 'toasts', 'toast-container.tsx'),
  join(UI_SRC, 'floating', 'floating-parts.ts'),
];

/** A module's static imports (`import type` left out): a dynamic `import()` starts a lazy part. */
function staticImports(code: string): string[] {
  const statements = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;
  return [...code.matchAll(statements)].flatMap((match) => (match[1] ? [] : [match[2] ?? '']));
}

/** The app's and its UI package's own modules; packages' and styles' imports end the walk. */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier === '@nahbar/ui') return UI_ENTRY;
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return (
    candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) ?? null
  );
}

/** Every module the first load runs: statically reachable from where it starts. */
function firstLoadModules(): string[] {
  const reached = new Set<string>();
  const pending = [...FIRST_LOAD];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const next = resolveImport(file, specifier);
      if (next) pending.push(next);
    }
  }
  return [...reached];
}

/** The app's own modules, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'sw' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What loads lazily without the gate (lib/lazy-needs.ts), and why it may. */
const UNGATED = new Set([
  // The texts themselves.
  'i18n/catalogues.ts',
  // The toasts' container: the first screen's toasts must not wait for the later texts.
  'toasts/toast-host.tsx',
  // The service worker's registration, which shows nothing.
  'pwa/register-soon.ts',
  // How edits, deletions and reactions change the list: data only, no texts.
  'features/chat/feed/room-feed.ts',
]);
/** How a lazy part passes the gate: a LazyDialog, lazyComponent, onDemand or a lazy route. */
const GATED = /<LazyDialog\b|\blazyComponent\(|\bonDemand\(|\bwithLazyNeeds\(/;

const AREA = `(${LATER_AREAS.join('|')})`;
/** A later area read from the catalogue (`m.settings.title`, `useT().settings`) or named by key. */
const LATER_READS = [
  new RegExp(`(?<![\\w$])m\\.${AREA}\\b`, 'g'),
  new RegExp(`useT\\(\\)\\.${AREA}\\b`, 'g'),
  new RegExp(`['\`]${AREA}\\.(?:[A-Za-z0-9]+['\`]|\\$\\{)`, 'g'),
];
/** The catalogue under another name than `m`, which the reads above would miss. */
const OTHER_NAMES = [
  /(?<![\w$])(?!m\b)[\w$]+\s*=\s*useT\(\)\s*;/g,
  /\{[^}]*\bm\s*:[^}]*\}\s*=\s*useText\(\)/g,
];

function offences(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const at = relative(WEB_SRC, file);
  return [...LATER_READS, ...OTHER_NAMES].flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) => `${at}: ${match[0]}`),
  );
}

/*
 * The later areas (LATER_AREAS in contracts) come after the first screen, and only lazy parts,
 * which wait for them (lib/lazy-needs.ts), may read them: a module of the first load reading
 * one would find it missing.
 */
describe('the first load and the later texts', () => {
  it('reaches the chat screen and not the lazy parts', () => {
    const modules = firstLoadModules().map((file) => relative(WEB_SRC, file));
    expect(modules).toContain('features/chat-shell/chat-shell.tsx');
    expect(modules).toContain('components/lazy-dialog.tsx');
    expect(modules).not.toContain('features/settings/settings-page.tsx');
    expect(modules).not.toContain('features/shortcuts/keyboard-shortcuts-dialog.tsx');
  });

  it('has no module of the first load read a later area', () => {
    expect(firstLoadModules().flatMap(offences)).toEqual([]);
  });

  it('has every lazy part go through the gate that waits for them', () => {
    const ungated = sources(WEB_SRC).filter((file) => {
      const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '');
      return /\bimport\(/.test(code) && !GATED.test(code) && !UNGATED.has(relative(WEB_SRC, file));
    });
    expect(ungated.map((file) => relative(WEB_SRC, file))).toEqual([]);
  });

  it('would notice one that did', () => {
    const reads = [
      'm.settings.title',
      'useT().privacyPolicy',
      "textRef('sessions.revoke')",
      `\`location.\${reason}\``,
    ];
    for (const read of reads)
      expect(
        LATER_READS.some((pattern) => new RegExp(pattern).test(read)),
        read,
      ).toBe(true);
    expect(LATER_READS.some((pattern) => new RegExp(pattern).test('window.location.href'))).toBe(false);
  });
});
