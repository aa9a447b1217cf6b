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
