import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** What the server prints once it listens (apps/api/src/logging/pretty-lines.ts). */
const LISTENING = 'Nahbar is running at';
/**
 * A start that takes longer has failed. Under tsx (which compiled the server as it loaded) a
 * machine busy with other test runs took 85 s for a first start and 36 s for a restart; the
 * bundle starts in seconds, and the margin stays for a first start's migrations on a busy machine.
 */
const START_TIMEOUT_MS = 150_000;
/** A stop that takes longer is cut short: the journey is about the tabs, not the shutdown. */
const STOP_TIMEOUT_MS = 20_000;

/** A loopback port nothing listens on. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** Where an instance is reached and what it is given besides the defaults. */
interface OwnServerOptions {
  /** The address browsers use (`PUBLIC_ORIGIN`), when a proxy stands in front of it. */
  origin?: string;
  /** Settings over the embedded defaults: a shared database and Redis, say. */
  env?: Record<string, string>;
}

/**
 * The app as `pnpm start` runs it (the built web app, the embedded database), on a port and in a
 * data directory of its own, for a journey that stops and starts the real server under open
 * tabs. The data directory outlives a restart, as a deployment's does.
 */
export class OwnServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly origin: string,
    readonly port: number,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  static async create(name: string, options: OwnServerOptions = {}): Promise<OwnServer> {
    const port = await freePort();
    const dataDir = join(ROOT, '.data', `e2e-${name}-${Date.now()}`);
    return new OwnServer(options.origin ?? `http://localhost:${port}`, port, dataDir, options.env ?? {});
  }

  /** Starts the server and resolves once it listens. */
  async start(): Promise<void> {
    if (this.child) throw new Error('already running');
    this.output = '';
    // The bundle `pnpm start` built for the journeys' own server before any journey ran.
    const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        PUBLIC_ORIGIN: this.origin,
        WEB_DIST_DIR: join(ROOT, 'apps/web/dist'),
        // The embedded database and the in-process bus, whatever the machine has configured.
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        ...this.env,
      },
    });
    this.child = child;
    const listening = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${this.output}`)),
        START_TIMEOUT_MS,
      );
      const hear = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (!this.output.includes(LISTENING)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout?.on('data', hear);
      child.stderr?.on('data', hear);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before it listened:\n${this.output}`));
      });
    });
    await listening;
  }

  /**
   * Stops the server as a deployment does (SIGTERM) and resolves once the process is gone, with
   * its exit code (null when it had to be killed).
   */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child) return null;
    this.child = null;
    if (child.exitCode !== null) return child.exitCode;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const cut = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const [code] = (await exited) as [number | null];
    clearTimeout(cut);
    return code;
  }

  /** What the server printed since its last start (for a failed check's message). */
  get log(): string {
    return this.output;
  }

  /** Stops it and removes its data. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
