import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/**
 * The embedded database is one process's files: a second process opening them writes past
 * the first (a grant that vanished at the next restart, lost data). Whoever opens them holds
 * this lock file in DATA_DIR, created exclusively, naming its process, until it closes.
 */
export const LOCK_FILE_NAME = 'nahbar.lock';

/** Who holds the data: shown to whoever is refused. */
export interface DataDirOwner {
  /** As people call it: 'the Nahbar server', 'pnpm admin:grant'. */
  name: string;
  /** The port a server listens on, when it is one. */
  port?: number | undefined;
}

interface LockRecord extends DataDirOwner {
  pid: number;
  /** The machine (or container) the process ran on; absent in locks written before it was kept. */
  host?: string | undefined;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/** Refusal to open data another running process holds. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord | undefined,
  ) {
    super(
      holder
        ? `The embedded database in ${dataDir} is in use by ${describeHolder(holder)}. ` +
            'Only one process may open it: stop that one first.'
        : `The embedded database in ${dataDir} is being opened by another process. Only one process may open it.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** 'the Nahbar server (pid 4242, port 3000)'. */
export function describeHolder(holder: DataDirOwner & { pid: number }): string {
  const port = holder.port === undefined ? '' : `, port ${holder.port}`;
  return `${holder.name} (pid ${holder.pid}${port})`;
}

/** A lock file without a record this young may be one being written right now. */
const UNREADABLE_GRACE_MS = 2000;

function readRecord(path: string): LockRecord | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Partial<LockRecord>;
    return typeof record.pid === 'number' && typeof record.name === 'string'
      ? (record as LockRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Lock files this process holds. A record naming this process's pid that is not among them was
 * left by an earlier process that had the same pid: a container's server is pid 1 again when
 * the container restarts after a kill, and the pid being taken must not keep it out for good.
 */
const heldHere = new Set<string>();

/** Whether the process a record names is gone, so its lock may be taken over. */
function isGone(holder: LockRecord, path: string): boolean {
  if (holder.pid === process.pid && holder.host === hostname()) return !heldHere.has(path);
  // Otherwise: whether that pid runs here. For a record from another host (a shared volume),
  // or one without a host, that is only a guess, and a wrong guess must refuse, not take over.
  return !isRunning(holder.pid);
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Creates the lock file only if none exists; false when one does. */
function tryCreate(path: string, record: LockRecord): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock on `dataDir` (which must exist) or throws DataDirInUseError naming the
 * holder. A lock left by a process that is gone (killed, crashed) is taken over.
 */
export function lockDataDir(dataDir: string, owner: DataDirOwner): DataDirLock {
  const dir = resolve(dataDir);
  const path = resolve(dir, LOCK_FILE_NAME);
  const record: LockRecord = {
    ...owner,
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; !tryCreate(path, record); attempt++) {
    const holder = readRecord(path);
    const stale = holder ? isGone(holder, path) : ageMs(path) > UNREADABLE_GRACE_MS;
    if (!stale || attempt > 0) throw new DataDirInUseError(dir, holder);
    removeIfPresent(path);
  }
  heldHere.add(path);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(path);
    process.removeListener('exit', release);
    if (readRecord(path)?.pid === process.pid) removeIfPresent(path);
  };
  // A process that exits without closing the database (an uncaught error) still lets go.
  process.on('exit', release);
  return { path, release };
}
