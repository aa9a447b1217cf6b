import type { PGlite } from '@electric-sql/pglite';
import type { PGlite as DialectPglite, PGliteQueryOptions, PGliteTransaction } from 'kysely';
import { cannotPrepare, nameOf, PREPARED_MARK } from './prepared';

/**
 * A parameter written into an `EXECUTE` as a quoted literal, which Postgres reads as the type
 * `PREPARE` gave that parameter; undefined for a value that has no such plain form (an array,
 * an object, a string with a NUL), whose statement then runs unprepared. Quotes are doubled;
 * backslashes stay as they are, since the embedded database keeps `standard_conforming_strings`
 * on (its default).
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  // A NUL would end the statement's text early; unprepared, Postgres refuses it as it always has.
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return undefined;
}

/**
 * The embedded database's side of `runPrepared` (prepared.ts). PGlite's driver has no named
 * statements, so every run of a statement was parsed and planned again, in the app's own
 * thread: for a send's statement that was most of its time. Here a marked statement is made a
 * server-side one with `PREPARE` the first time it runs and then run with `EXECUTE`, so that it
 * is planned as on Postgres: once, and after five runs with one plan for all values where that
 * is as good. Postgres takes no bound parameters in an `EXECUTE`, so they travel as literals
 * (`literal`). A statement whose parameters cannot be typed from its text, or that has a
 * parameter with no literal form, runs as it is; so does every marked statement once the
 * prepared ones cannot be used (`cannotPrepare`: a migration changed a table under them).
 *
 * Only statements outside a transaction are prepared: Kysely runs those of a transaction on
 * PGlite's transaction object, which this leaves as it is, so a failing `PREPARE` never ends a
 * transaction.
 */
export class PreparingPglite implements DialectPglite {
  /** Statement name by text, or null where the text could not be prepared. */
  private readonly prepared = new Map<string, Promise<string | null>>();
  private preparing = true;

  constructor(private readonly pglite: PGlite) {}

  get closed(): boolean {
    return this.pglite.closed;
  }

  get ready(): boolean {
    return this.pglite.ready;
  }

  get waitReady(): Promise<void> {
    return this.pglite.waitReady;
  }

  close(): Promise<void> {
    return this.pglite.close();
  }

  transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction(callback);
  }

  // biome-ignore lint/suspicious/noExplicitAny: the dialect's own signature.
  async query<T>(text: string, params: any[] = [], options?: PGliteQueryOptions) {
    const literals = this.preparing && text.startsWith(PREPARED_MARK) ? params.map(literal) : undefined;
    const name = literals?.every((value) => value !== undefined) ? await this.nameFor(text) : null;
    if (!name || !literals) return this.pglite.query<T>(text, params, options);
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    try {
      return await this.pglite.query<T>(`EXECUTE ${name}${args}`, [], options);
    } catch (error) {
      if (!cannotPrepare(error as { code?: string })) throw error;
      this.preparing = false;
      return this.pglite.query<T>(text, params, options);
    }
  }

  private nameFor(text: string): Promise<string | null> {
    let name = this.prepared.get(text);
    if (!name) {
      const prepared = nameOf(text);
      name = this.pglite.query(`PREPARE ${prepared} AS ${text}`).then(
        () => prepared,
        () => null,
      );
      this.prepared.set(text, name);
    }
    return name;
  }
}
