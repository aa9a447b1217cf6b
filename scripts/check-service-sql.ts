// Part of `pnpm lint`: SQL lives in packages/db (its query modules), so the API's services build
// no query of their own. Names each file:line that does, and fails.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES_DIR, scanServices } from './src/checks/service-sql';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const findings = await scanServices(root);
for (const { file, line, text } of findings) console.error(`${file}:${line}: ${text}`);
if (findings.length > 0) {
  console.error(
    `${findings.length} line(s) build SQL under ${SERVICES_DIR}: move the statement into a query module of packages/db/src/queries and call it from the service.`,
  );
  process.exit(1);
}
console.log(`No query building under ${SERVICES_DIR}.`);
