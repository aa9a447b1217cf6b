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
 * Projects whose tests hold no state between files (no server, no database, no module-level
 * fakes), so their files may run in one module graph per worker.
 */
export const sharedModuleProjects = ['packages/contracts', 'apps/web'];
