import { CompiledQuery, type QueryId, type RootOperationNode } from 'kysely';
import type { Db } from '../src/create-db';

/** One node of a plan as `EXPLAIN (FORMAT JSON)` prints it, with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * Runs `work` against `db` and returns what it returned and the statements it executed, in
 * order, as sent. Subqueries a builder compiles on the way are not statements: only a query
 * whose result comes back is kept.
 */
export async function withExecutedStatements<T>(
  db: Db,
  work: (db: Db) => Promise<T>,
): Promise<{ result: T; statements: CompiledQuery[] }> {
  const built = new Map<QueryId, RootOperationNode>();
  const statements: CompiledQuery[] = [];
  const recording = db.withPlugin({
    transformQuery(args) {
      built.set(args.queryId, args.node);
      return args.node;
    },
    async transformResult(args) {
      const node = built.get(args.queryId);
      if (node) statements.push(db.getExecutor().compileQuery(node, args.queryId));
      return args.result;
    },
  });
  const result = await work(recording);
  return { result, statements };
}

/** The plan the database would run `statement` with now, every node of it, outermost first. */
export async function planOf(db: Db, statement: CompiledQuery): Promise<PlanNode[]> {
  const explained = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain (format json) ${statement.sql}`, [...statement.parameters]),
  );
  const raw = explained.rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(parsed[0].Plan);
  return nodes;
}
