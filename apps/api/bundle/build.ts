// `pnpm --filter @nahbar/api build`: the production server bundle (bundle-server.ts).
import { relative } from 'node:path';
import { bundleServer } from './bundle-server';

const started = performance.now();
const outfile = await bundleServer();
console.log(`Built ${relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms.`);
