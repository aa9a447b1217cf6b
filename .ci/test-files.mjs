// The test files in the repository, as CI expects each runner to report them:
// every tracked *.test.ts(x) for Vitest (paths from the root), every *.spec.ts of the
// browser journeys for Playwright (paths from its testDir, as its report names them).
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';

const E2E_DIR = 'apps/web/e2e';

export function testFiles(root) {
  const tracked = execFileSync('git', ['ls-files', '-z', '*.test.ts', '*.test.tsx', `${E2E_DIR}/*.spec.ts`], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  return {
    vitest: tracked.filter((file) => !file.endsWith('.spec.ts')),
    playwright: tracked.filter((file) => file.endsWith('.spec.ts')).map((file) => relative(E2E_DIR, file)),
  };
}
