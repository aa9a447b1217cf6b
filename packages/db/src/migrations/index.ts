import type { Migration } from 'kysely/migration';
import * as initialSchema from './0001-initial-schema';

/** Migrations in order. Frozen once released: add a new file rather than edit one. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
};
