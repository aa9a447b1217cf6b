import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findQueryBuilding, SERVICES_DIR, scanServices } from './service-sql';

const PLANTED = [
  "import { usersQueries } from '@nahbar/db';",
  'export async function rename(deps: AppDeps, id: string, name: string) {',
  '  await deps.db',
  "    .updateTable('users')",
  '    .set({ displayName: name })',
  "    .where('id', '=', id)",
  '    .execute();',
  '}',
].join('\n');

/** What services do write: query functions, transactions around them, maps and sets. */
const CLEAN = [
  "import { sql as sqlText } from './texts';",
  'export async function move(deps: AppDeps, id: string) {',
  '  const seen = new Map<string, number>();',
  '  seen.set(id, 1);',
  '  await deps.db.transaction().execute(async (trx) => {',
  '    await roomsQueries.insert(trx, { name: sqlText });',
  '  });',
  "  await deps.limits.hit('settings', id);",
  '}',
].join('\n');

describe('the check for query building in services', () => {
  it('names the lines of a planted statement', () => {
    expect(findQueryBuilding(PLANTED).map((found) => found.line)).toEqual([4, 6, 7]);
    expect(findQueryBuilding(PLANTED)[0]).toEqual({ line: 4, text: ".updateTable('users')" });
  });

  it('catches raw sql fragments, expression functions and every statement kind', () => {
    const lines = [
      'const shown = sql<boolean>`u.is_online`;',
      "const ref = sql.ref('u.id');",
      "const n = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));",
      "await trx.insertInto('reports').values(row).executeTakeFirstOrThrow();",
      "await trx.deleteFrom('reports').where('id', '=', id);",
      "const rows = db.with('recent', (q) => q);",
      'const one = await query.executeTakeFirst();',
    ];
    expect(findQueryBuilding(lines.join('\n')).map((found) => found.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('passes what services do write', () => {
    expect(findQueryBuilding(CLEAN)).toEqual([]);
  });

  describe('on a tree', () => {
    let root: string;
    const plant = async (file: string, source: string) => {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), source);
    };
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'service-sql-'));
      await plant(`${SERVICES_DIR}/admin/rename.ts`, PLANTED);
      await plant(`${SERVICES_DIR}/rooms/move.ts`, CLEAN);
      await plant(`${SERVICES_DIR}/admin/rename.test.ts`, PLANTED);
      await plant(`${SERVICES_DIR}/policy/can-see.ts`, PLANTED);
      await plant(`${SERVICES_DIR}/places/update-location.ts`, PLANTED);
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    it('names file and line of every service, passing over tests only', async () => {
      expect(await scanServices(root)).toEqual([
        { file: `${SERVICES_DIR}/admin/rename.ts`, line: 4, text: ".updateTable('users')" },
        { file: `${SERVICES_DIR}/admin/rename.ts`, line: 6, text: ".where('id', '=', id)" },
        { file: `${SERVICES_DIR}/admin/rename.ts`, line: 7, text: '.execute();' },
        { file: `${SERVICES_DIR}/places/update-location.ts`, line: 4, text: ".updateTable('users')" },
        { file: `${SERVICES_DIR}/places/update-location.ts`, line: 6, text: ".where('id', '=', id)" },
        { file: `${SERVICES_DIR}/places/update-location.ts`, line: 7, text: '.execute();' },
        { file: `${SERVICES_DIR}/policy/can-see.ts`, line: 4, text: ".updateTable('users')" },
        { file: `${SERVICES_DIR}/policy/can-see.ts`, line: 6, text: ".where('id', '=', id)" },
        { file: `${SERVICES_DIR}/policy/can-see.ts`, line: 7, text: '.execute();' },
      ]);
    });
  });
});
