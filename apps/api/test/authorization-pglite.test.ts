import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe } from 'vitest';
import { restMatrixChecks, restMatrixLists } from './authorization-rest-checks';
import { matrixSuite } from './authorization-suite';
import { trpcMatrixChecks, trpcMatrixLists } from './authorization-trpc-checks';
import { wsMatrixChecks, wsMatrixLists } from './authorization-ws-checks';

/**
 * The authorisation matrix on PGlite; authorization-postgres.test.ts runs it on Postgres. One
 * file per kind of database, not per protocol: each file sets up one app and one world, so the
 * two halves run side by side on Vitest's workers at the set-up cost of one file.
 */
trpcMatrixLists();
restMatrixLists();
wsMatrixLists();

describe.each(testDatabaseKinds().filter((kind) => kind.name === 'pglite'))(
  'authorisation matrix on $name',
  (kind) => {
    const s = matrixSuite(kind);
    trpcMatrixChecks(s);
    restMatrixChecks(s);
    wsMatrixChecks(s);
  },
);
