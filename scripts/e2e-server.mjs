// The browser journeys' server: `pnpm start`, after an admin account is seeded for them.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seeded = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/e2e/seed-admin.ts')], {
  cwd: join(root, 'scripts'),
  stdio: 'inherit',
  env: process.env,
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
await import('./start.mjs');
