/** The archive's layout; `format` changes when a restore of an older one would need to know. */
export const BACKUP_FORMAT = 1;

export const ENTRY = {
  manifest: 'manifest.json',
  /** The embedded database's files, as `dumpEmbedded` writes them (a tar). */
  pglite: 'database/pglite.tar',
  /** `pg_dump --format=custom`. */
  postgres: 'database/postgres.dump',
  /** Prefix of the local photo store's files, each under its key. */
  photos: 'photos/',
  /** Prefix of the few other files of DATA_DIR worth keeping. */
  data: 'data/',
  /** The S3 bucket's object keys, one a line: listed, not copied. */
  s3Listing: 's3-objects.txt',
} as const;

/** Files of DATA_DIR besides the database and photos that a restore puts back. */
export const DATA_FILES = ['vapid-keys.json'] as const;

/** What is in the database, read in the same snapshot the archive holds. */
export interface BackupCounts {
  members: number;
  rooms: number;
  messages: number;
  photos: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The running server made it, or the command itself with no server running. */
  madeBy: 'server' | 'command';
  database: {
    kind: 'pglite' | 'postgres';
    entry: string;
    /** The newest migration applied: a restore needs this version of Nahbar or a newer one. */
    migration: string | null;
  };
  counts: BackupCounts;
  photos:
    | { store: 'local'; files: number }
    | { store: 's3'; bucket: string; objects: number; listing: string; copied: false };
  /** Files of DATA_DIR under `data/` (the Web Push key pair, when it is kept there). */
  dataFiles: string[];
}

/** Why an archive cannot be made or restored, in words for the operator. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}
