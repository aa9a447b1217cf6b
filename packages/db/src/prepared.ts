import { createHash } from 'node:crypto';
import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import pg from 'pg';

/**
 * What a statement starts with when it should be prepared once per connection. A comment, so
 * that wherever it cannot be prepared it runs as it is.
 */
export const PREPARED_MARK = '/* prepared */ ';

/**
 * Runs a query as a prepared statement: parsed and planned once per connection, then only bound
 * and run (on Postgres a named statement, `PreparingClient`; on the embedded database
 * `PREPARE` and `EXECUTE`, embedded-prepared.ts). For the few statements a send runs every time
 * (its look-up, its write): planning them took longer than running them (about 1.7 ms against
 * 0.3 ms for the send's look-up). Only for statements whose best plan does not depend on
 * their parameters: after five runs Postgres may keep one plan for all values.
 */
export function runPrepared<R>(
  db: Pick<Kysely<unknown>, 'executeQuery'>,
  query: CompiledQuery<R>,
): Promise<QueryResult<R>> {
  return db.executeQuery<R>({ ...query, sql: PREPARED_MARK + query.sql });
}

/** Statement names by text: one per distinct text, the same on every connection. */
const names = new Map<string, string>();

export function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Postgres's answers that mean a name cannot be used here: a table under the statement changed
 * the rows it returns ("cached plan must not change result type", from a migration another
 * instance ran during a rolling deploy), or a pooler between app and database (transaction
 * pooling) handed the session's statements to another connection: not there, or there already.
 */
export function cannotPrepare(error: { code?: string; routine?: string }): boolean {
  if (error.code === '26000' || error.code === '42P05') return true;
  return error.code === '0A000' && error.routine === 'RevalidateCachedQuery';
}

/**
 * A pool client that runs marked statements (`runPrepared`) as named ones; `pg` prepares a
 * name on a connection the first time it runs there. Where names cannot be used
 * (`cannotPrepare`), the statement runs again unnamed, and so does every later one on this
 * connection. (None of the marked statements runs inside a transaction, where the first error
 * would end it.)
 */
export class PreparingClient extends pg.Client {
  private preparing = true;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them on.
  override query(...args: any[]): any {
    const [text, values] = args;
    if (this.preparing && typeof text === 'string' && text.startsWith(PREPARED_MARK) && args.length <= 2) {
      return super.query({ name: nameOf(text), text, values }).catch((error: { code?: string }) => {
        if (!cannotPrepare(error)) throw error;
        this.preparing = false;
        return super.query(text, values);
      });
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return (super.query as (...rest: any[]) => any)(...args);
  }
}
