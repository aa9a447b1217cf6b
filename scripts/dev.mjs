// `pnpm dev`: the API in watch mode on API_PORT (3000) and Vite with its proxy on 5173.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3000';
const webOrigin = 'http://localhost:5173';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: apiPort, PUBLIC_ORIGIN: webOrigin, ...process.env },
  }),
  spawn('pnpm', ['--filter', '@nahbar/web', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { API_PORT: apiPort, ...process.env },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
