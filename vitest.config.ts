import { defineConfig } from 'vitest/config';
import { ownModuleGraphFiles, testProjects } from './vitest.workspace.ts';

const TEST_FILES = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'test/**/*.test.ts',
  'build-steps/*.test.ts',
  'vite-plugins/*.test.ts',
  '*.test.ts',
];

/** One Vitest project: a package's test files, with or without a module graph per file. */
function project(
  root: string,
  name: string,
  files: { isolate: boolean; include?: readonly string[]; exclude?: readonly string[] },
) {
  return {
    test: {
      name,
      root,
      include: [...(files.include ?? TEST_FILES)],
      exclude: [...(files.exclude ?? []), '**/node_modules/**'],
      environment: 'node' as const,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: files.isolate,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where the
    // database tests spend much of their time waiting on Postgres and sockets. Two workers took the
    // full CI suite from 392 s to 295 s there, every test passing.
    maxWorkers: 2,
    projects: testProjects.flatMap((root) => {
      const name = root.split('/').pop() ?? root;
      const own = ownModuleGraphFiles[root] ?? [];
      const shared = project(root, name, { isolate: false, exclude: own });
      return own.length === 0
        ? [shared]
        : [shared, project(root, `${name}-own-modules`, { isolate: true, include: own })];
    }),
  },
});
