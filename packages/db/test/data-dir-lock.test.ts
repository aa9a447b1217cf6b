import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, DataDirInUseError, LOCK_FILE_NAME } from '../src/index';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const opener = join(here, 'fixtures', 'open-data-dir.ts');

/** Another process opening `dataDir`; resolves once it opened it or was refused. */
function startOpener(dataDir: string, name: string, port?: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', opener, dataDir, name, ...(port ? [String(port)] : [])],
    {
      cwd: repoRoot,
    },
  );
  let output = '';
  const settled = new Promise<{ opened: boolean; output: string; code: number | null }>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('opened')) done({ opened: true, output, code: null });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += String(chunk);
    });
    child.on('exit', (code) => done({ opened: false, output, code }));
    child.on('error', fail);
  });
  return { child, settled };
}

function stop(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done(child.exitCode);
    child.on('exit', (code) => done(code));
    child.stdin.end();
  });
}

describe('one owner of the embedded data', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'nahbar-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process at once, naming the one that holds the data', async () => {
    const server = startOpener(dataDir, 'the Nahbar server', 3123);
    try {
      expect((await server.settled).opened).toBe(true);
      const second = startOpener(dataDir, 'pnpm admin:grant');
      const refused = await second.settled;
      expect(refused.opened).toBe(false);
      expect(refused.code).toBe(3);
      expect(refused.output).toContain(`the Nahbar server (pid ${server.child.pid}, port 3123)`);
      expect(refused.output).toContain(resolve(dataDir));
    } finally {
      expect(await stop(server.child)).toBe(0);
    }
    // Closed, the data is free again: the next opener gets it.
    const third = startOpener(dataDir, 'pnpm db:migrate');
    expect((await third.settled).opened).toBe(true);
    await stop(third.child);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    // Each process starts PGlite from disk: seconds each on a busy machine.
  }, 180_000);

  it('refuses a second opener in the same process until the first is destroyed', async () => {
    const first = createDb({ dataDir, owner: { name: 'the Nahbar server', port: 3000 } });
    try {
      expect(() => createDb({ dataDir, owner: { name: 'another opener' } })).toThrow(DataDirInUseError);
      expect(() => createDb({ dataDir })).toThrow(`the Nahbar server (pid ${process.pid}, port 3000)`);
    } finally {
      await first.destroy();
    }
    const again = createDb({ dataDir });
    await again.destroy();
  });

  it('takes over a lock whose process is gone (killed, crashed)', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    const deadPid = gone.pid;
    if (deadPid === undefined) throw new Error('no pid');
    const lockPath = join(dataDir, LOCK_FILE_NAME);
    writeFileSync(lockPath, JSON.stringify({ name: 'the Nahbar server', pid: deadPid, port: 3000 }));
    const db = createDb({ dataDir, owner: { name: 'the Nahbar server', port: 3001 } });
    try {
      expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, port: 3001 });
    } finally {
      await db.destroy();
    }
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock naming its own pid that it does not hold (a container restarted after a kill)', async () => {
    // The killed server had this pid too: in a container, the server is pid 1 at every start.
    const lockPath = join(dataDir, LOCK_FILE_NAME);
    const left = { name: 'the Nahbar server', pid: process.pid, host: hostname(), port: 3000 };
    writeFileSync(lockPath, JSON.stringify(left));
    const db = createDb({ dataDir, owner: { name: 'the Nahbar server', port: 3001 } });
    try {
      expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, port: 3001 });
      // Held now: a second opener in this process is still refused.
      expect(() => createDb({ dataDir })).toThrow(DataDirInUseError);
    } finally {
      await db.destroy();
    }
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a lock naming its own pid on another host (a shared volume)', () => {
    const lockPath = join(dataDir, LOCK_FILE_NAME);
    writeFileSync(
      lockPath,
      JSON.stringify({ name: 'the Nahbar server', pid: process.pid, host: 'elsewhere' }),
    );
    expect(() => createDb({ dataDir })).toThrow(DataDirInUseError);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ host: 'elsewhere' });
  });

  it('needs no lock for a database in memory', async () => {
    const a = createDb({ dataDir: 'memory://' });
    const b = createDb({ dataDir: 'memory://' });
    await Promise.all([a.destroy(), b.destroy()]);
  });
});
