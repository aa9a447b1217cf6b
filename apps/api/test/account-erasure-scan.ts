import { sql } from 'kysely';
import type { AppDeps } from '../src/deps';

export async function tableNames(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const result = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
    deps.db,
  );
  return result.rows.map((r) => r.tablename).sort();
}

/** Every table whose rows, read as text, contain `needle`, with how many. */
export async function tablesHolding(
  deps: Pick<AppDeps, 'db'>,
  needle: string,
): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await tableNames(deps)) {
    const result = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} t where t::text like ${`%${needle}%`}`.execute(
      deps.db,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found[table] = n;
  }
  return found;
}

/** When VACUUM last ran on each of `tables` (null: never); both databases keep it. */
export async function lastVacuums(
  deps: Pick<AppDeps, 'db'>,
  tables: string[],
): Promise<Record<string, number>> {
  // The Kysely plugin camel-cases result columns: last_vacuum arrives as lastVacuum.
  const result = await sql<{ relname: string; lastVacuum: Date | null }>`
    select relname, last_vacuum from pg_stat_user_tables where relname in (${sql.join(tables)})`.execute(
    deps.db,
  );
  return Object.fromEntries(result.rows.map((row) => [row.relname, row.lastVacuum?.getTime() ?? 0]));
}
