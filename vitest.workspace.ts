// The test projects of the workspace. Vitest 4 reads projects from vitest.config.ts only,
// so that config imports this list.
export const testProjects = [
  'packages/contracts',
  'packages/db',
  'packages/ui',
  'apps/api',
  'apps/web',
  'scripts',
];

/**
 * Test files that replace modules the server imports (`vi.mock`), by project. Every other file
 * shares its worker's loaded modules with the files before it (`isolate: false`): each test
 * builds its own app, database and clients, so nothing a test relies on lives in a module, and
 * importing the server, the contracts and PGlite once per worker instead of once per file cut
 * the suite's import time from 338 s to 39 s. A replaced module must be loaded afresh, so these
 * files run in a project of their own with a module graph per file.
 */
export const ownModuleGraphFiles: Readonly<Record<string, readonly string[]>> = {
  'apps/api': ['test/flood-parsing.test.ts'],
};
