export { createDb, type Db, type DbConfig } from './create-db';
export { migrateToLatest } from './migrate';
export * as sessionsQueries from './queries/sessions';
export * as usersQueries from './queries/users';
export type * from './schema';
export { seedPublicRooms } from './seed';
