// `pnpm start`: builds what is missing, then serves API and web on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist');

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(webDist, 'index.html'))) {
  console.log('Building the web app (first start only)...');
  run('pnpm', ['--filter', '@nahbar/web', 'build']);
}

// The server runs as one bundle of its sources (apps/api/bundle): built again at every start
// (about a second), so it always matches the sources.
run(process.execPath, ['--import', 'tsx', join(root, 'apps/api/bundle/build.ts')]);
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { WEB_DIST_DIR: webDist, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
