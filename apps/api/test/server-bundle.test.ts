import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleServer, SERVER_ENTRY } from '../bundle/bundle-server';

/**
 * The production server is one bundle (apps/api/bundle): the tests that start a real server
 * (server-process.ts) run it; these check what it is made of.
 */
describe('the server bundle', () => {
  const built = bundleServer(SERVER_ENTRY, join(tmpdir(), `nahbar-bundle-test-${process.pid}.mjs`)).then(
    (file) => readFileSync(file, 'utf8'),
  );

  it('imports Node built-ins by name and every package by the path of an existing file', async () => {
    const code = await built;
    const specifiers = [...code.matchAll(/^import [^;]*? from "([^"]+)";?$|^import "([^"]+)";?$/gm)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    expect(specifiers.length).toBeGreaterThan(20);
    for (const specifier of specifiers) {
      if (specifier.startsWith('file://')) expect(existsSync(fileURLToPath(specifier)), specifier).toBe(true);
      else expect(builtinModules, specifier).toContain(specifier.replace(/^node:/, ''));
    }
    // The workspace's TypeScript is inside, not imported.
    expect(code).not.toContain('@nahbar/');
  });

  it('keeps the source files’ own addresses, and gives closures no names as it makes them', async () => {
    const code = await built;
    expect(code).not.toMatch(/import\.meta\.(url|resolve)/);
    // The gazetteer is read beside its source file, not beside the bundle.
    expect(code).toContain('apps/api/src/services/places/gazetteer-file.ts"');
    // esbuild's keepNames helper, which defines `name` on every function it wraps.
    expect(code).not.toMatch(/__name\(/);
  });
});
