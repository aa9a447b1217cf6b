import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Where the API's services live, from the repository root. */
export const SERVICES_DIR = 'apps/api/src/services';

/**
 * Services whose statements are moved by the policy change, in parallel with this check: they
 * are passed over until that change lands, then this list is deleted. A path ending in `/`
 * stands for everything under it.
 */
export const MOVED_BY_THE_POLICY_CHANGE: readonly string[] = [
  'apps/api/src/services/admin/standing.ts',
  'apps/api/src/services/admin/assert-not-muted.ts',
  'apps/api/src/services/places/distance-candidates.ts',
  'apps/api/src/services/places/update-location.ts',
  'apps/api/src/services/messages/writable-room.ts',
  'apps/api/src/services/rooms/invite-to-room.ts',
  'apps/api/src/services/policy/',
];

/**
 * What building or running a query looks like in Kysely: a statement begun on the database
 * handle or a transaction, a clause added to one, a raw `sql` fragment, an expression builder's
 * function, or a built query executed. None of these names is a method of anything else the
 * services use (a transaction's `.execute(callback)` takes an argument and is not matched).
 */
const QUERY_BUILDING: readonly RegExp[] = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom|with|withRecursive)\(/,
  /\.(select|selectAll|where|whereRef|having|innerJoin|leftJoin|rightJoin|fullJoin|orderBy|groupBy|limit|offset|onConflict|returning|returningAll)\(/,
  /\.(executeTakeFirst|executeTakeFirstOrThrow|compile)\(|\.execute\(\s*\)/,
  /\bsql\s*(<[^>\n]*>)?\s*`|\bsql\.\w+\(/,
  /\.fn\.\w+\(/,
];

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The lines of `source` that build or run a query (1-based line numbers). */
export function findQueryBuilding(source: string): { line: number; text: string }[] {
  return source
    .split('\n')
    .flatMap((text, i) =>
      QUERY_BUILDING.some((pattern) => pattern.test(text)) ? [{ line: i + 1, text: text.trim() }] : [],
    );
}

function isPassedOver(file: string): boolean {
  return MOVED_BY_THE_POLICY_CHANGE.some((path) =>
    path.endsWith('/') ? file.startsWith(path) : file === path,
  );
}

/** Every non-test TypeScript file under the services of the repository at `root`, and what it builds. */
export async function scanServices(root: string): Promise<Finding[]> {
  const entries = await readdir(join(root, SERVICES_DIR), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !isPassedOver(file))
    .sort();
  const findings: Finding[] = [];
  for (const file of files) {
    const source = await readFile(join(root, file), 'utf8');
    for (const found of findQueryBuilding(source)) findings.push({ file, ...found });
  }
  return findings;
}
