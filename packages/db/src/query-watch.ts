import { type LogEvent, type OperationNode, RawNode, type RootOperationNode } from 'kysely';
import type pg from 'pg';

/** What a statement does, from a fixed set: a metric's label, never the statement's text. */
export type QueryOperation = 'select' | 'insert' | 'update' | 'delete' | 'other';

export interface QueryTiming {
  operation: QueryOperation;
  /** On its connection, from sending the statement to its answer (the wait for a connection not included). */
  seconds: number;
  failed: boolean;
}

export type QueryListener = (timing: QueryTiming) => void;

/** Connections of a Postgres pool at this moment. */
export interface PoolUse {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: all `max` are busy. */
  waiting: number;
  max: number;
}

/**
 * What one database made by `createDb` tells its watchers: each statement's timing (Kysely's
 * `log` hook, which Kysely only offers when the instance is made) and, on Postgres, its pool.
 */
export class DbWatch {
  private readonly listeners = new Set<QueryListener>();

  constructor(readonly pool?: pg.Pool) {}

  /** Kysely's log hook: called once per statement, after its answer or its error. */
  readonly log = (event: LogEvent): void => {
    if (this.listeners.size === 0) return;
    const timing: QueryTiming = {
      operation: operationOf(event.query.query, event.query.sql),
      seconds: event.queryDurationMillis / 1000,
      failed: event.level === 'error',
    };
    for (const listener of this.listeners) listener(timing);
  };

  listen(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const watches = new WeakMap<object, DbWatch>();

/** Called by `createDb` for each database it makes. */
export function registerWatch(db: object, watch: DbWatch): void {
  watches.set(db, watch);
}

/**
 * Tells `listener` the timing of every statement `db` runs from now on, until the returned
 * function is called. A database not made by `createDb` has nothing to tell.
 */
export function watchQueries(db: object, listener: QueryListener): () => void {
  return watches.get(db)?.listen(listener) ?? (() => {});
}

/** The Postgres pool's connections now; undefined for the embedded database (one connection, no pool). */
export function poolUse(db: object): PoolUse | undefined {
  const pool = watches.get(db)?.pool;
  if (!pool) return undefined;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

const OPERATION_OF_NODE: Partial<Record<OperationNode['kind'], QueryOperation>> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

const LEADING_KEYWORD = /^\s*(?:\/\*.*?\*\/\s*)?\(?\s*(select|insert|update|delete)\b/i;

/** A raw piece of SQL's operation, by its first keyword (a parenthesis before it allowed). */
function keywordOperation(text: string): QueryOperation | undefined {
  return LEADING_KEYWORD.exec(text)?.[1]?.toLowerCase() as QueryOperation | undefined;
}

/**
 * The statement's operation. A select over common table expressions that write (a message's
 * insert takes its sequence id from the room's update) counts as the last write among them,
 * what the statement is for; a raw common table expression counts by its first keyword (the send
 * statement's are raw). Raw SQL counts by its first keyword; one that starts with `WITH` is
 * `other`: telling would mean parsing it.
 */
export function operationOf(node: RootOperationNode, text: string): QueryOperation {
  if (node.kind === 'RawNode') return keywordOperation(text) ?? 'other';
  const operation = OPERATION_OF_NODE[node.kind] ?? 'other';
  if (operation !== 'select' || !('with' in node) || !node.with) return operation;
  let written: QueryOperation = operation;
  for (const cte of node.with.expressions) {
    const { expression } = cte;
    const of = RawNode.is(expression)
      ? keywordOperation(expression.sqlFragments[0] ?? '')
      : OPERATION_OF_NODE[expression.kind];
    if (of && of !== 'select') written = of;
  }
  return written;
}
