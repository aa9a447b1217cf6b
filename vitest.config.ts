import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
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
        hookTimeout: 60_000,
      },
    })),
  },
});
