import { defineConfig } from 'vitest/config';
import { sharedModuleProjects, testProjects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where the
    // database tests spend much of their time waiting on Postgres and sockets. Two workers took the
    // full CI suite from 392 s to 295 s there, every test passing.
    maxWorkers: 2,
    projects: testProjects.map((root) => ({
      test: {
        name: root.split('/').pop(),
        root,
        include: [
          'src/**/*.test.ts',
          'src/**/*.test.tsx',
          'test/**/*.test.ts',
          'build-steps/*.test.ts',
          'vite-plugins/*.test.ts',
          '*.test.ts',
        ],
        environment: 'node',
        testTimeout: 30_000,
        // Pure unit tests share each worker's loaded modules: importing React, Mantine and the
        // catalogue once per worker instead of once per file was most of these projects' time.
        isolate: !sharedModuleProjects.includes(root),
        hookTimeout: 60_000,
      },
    })),
  },
});
