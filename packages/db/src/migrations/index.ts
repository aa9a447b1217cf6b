import type { Migration } from 'kysely/migration';
import * as initialSchema from './0001-initial-schema';
import * as photos from './0002-photos';
import * as search from './0003-search';

/** Migrations in order. Frozen once released: add a new file rather than edit one. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-photos': photos,
  '0003-search': search,
};
