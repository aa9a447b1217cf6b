import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Where the API's services live, from the repository root. */
export const SERVICES_DIR = 'apps/api/src/services';

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

/** Every non-test TypeScript file under the services of the repository at `root`, and what it builds. */
export async function scanServices(root: string): Promise<Finding[]> {
  const entries = await readdir(join(root, SERVICES_DIR), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const findings: Finding[] = [];
  for (const file of files) {
    const source = await readFile(join(root, file), 'utf8');
    for (const found of findQueryBuilding(source)) findings.push({ file, ...found });
  }
  return findings;
}
