// What `pnpm data:backup` and `pnpm data:restore` need, without loading the whole app.
export { loadConfig } from '../config';
export { backupData, backupFileName } from './backup-command';
export { type BackupManifest, BackupRefusal } from './backup-manifest';
export { PgToolError } from './pg-tools';
export { restoreData } from './restore-backup';
