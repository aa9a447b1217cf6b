import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe } from 'vitest';
import { restMatrixChecks } from './authorization-rest-checks';
import { matrixSuite } from './authorization-suite';
import { trpcMatrixChecks } from './authorization-trpc-checks';
import { wsMatrixChecks } from './authorization-ws-checks';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'postgres');

/**
 * The authorisation matrix on Postgres, when TEST_DATABASE_URL is set (CI must set it): the
 * other half of authorization-pglite.test.ts, which says why the halves are files of their own.
 */
describe.runIf(postgres)("authorisation matrix on 'postgres'", () => {
  if (!postgres) return;
  const s = matrixSuite(postgres);
  trpcMatrixChecks(s);
  restMatrixChecks(s);
  wsMatrixChecks(s);
});
