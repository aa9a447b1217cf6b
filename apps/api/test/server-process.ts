import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, SERVER_ENTRY } from '../bundle/bundle-server';
import { ORIGIN } from './harness';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const exitWithParent = pathToFileURL(join(repoRoot, 'apps/api/test/exit-with-parent.mjs')).href;

/** The server as production runs it, bundled once per test process (a second). */
let bundled: Promise<string> | undefined;
function serverBundle(): Promise<string> {
  bundled ??= bundleServer(SERVER_ENTRY, join(tmpdir(), `nahbar-test-server-${process.pid}.mjs`));
  return bundled;
}
/** What a failing test shows of the server's output: its end, where the cause usually is. */
const OUTPUT_KEPT = 20_000;

/** Where the server keeps its data: the environment that points it there. */
export interface ServerData {
  DATA_DIR: string;
  DATABASE_URL: string;
}

export interface ServerProcess {
  readonly pid: number;
  readonly http: string;
  readonly ws: string;
  /** The end of what the process wrote, for failure messages. */
  output(): string;
  /** Rejects, with the output, if the process ends before `stop` is called. */
  readonly unexpectedExit: Promise<never>;
  /** Sends `signal` and resolves once the process is gone, with how it ended. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

/**
 * The real server (`apps/api/src/server.ts`, bundled as `pnpm start` runs it) in its own
 * process, on a port the system picks, alone (no Redis, no S3), rate limits off; it ends with
 * this process. Resolves once it printed that it is running; rejects with its output if it
 * exits first.
 */
export async function startServerProcess(data: ServerData, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', exitWithParent, await serverBundle()], {
    cwd: repoRoot,
    // stdin stays open while this process lives (exit-with-parent.ts).
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: ORIGIN,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...data,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const gone = exited(child);
  let stopping = false;
  const stop: ServerProcess['stop'] = (signal) => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return gone;
  };
  const unexpectedExit = new Promise<never>((_, fail) => {
    void gone.then(({ code, signal }) => {
      if (!stopping) fail(new Error(`server exited unasked (${code ?? signal}):\n${output}`));
    });
  });
  // Raced by the tests while they need the server; an exit after that is not unhandled.
  unexpectedExit.catch(() => {});

  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL').then(() => fail(new Error(`server not ready in ${timeoutMs} ms:\n${output}`)));
    }, timeoutMs);
    void gone.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(new Error(`server exited before it was ready (${code ?? signal}):\n${output}`));
    });
    const watch = () => {
      // Fastify logs the address it got; the running line comes once it listens.
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (!port || !output.includes('Nahbar is running at')) return;
      clearTimeout(timer);
      child.stdout?.off('data', watch);
      const pid = child.pid;
      if (pid === undefined) return fail(new Error('server has no pid'));
      ready({
        pid,
        http: `http://127.0.0.1:${port}`,
        ws: `ws://127.0.0.1:${port}`,
        output: () => output,
        unexpectedExit,
        stop,
      });
    };
    child.stdout?.on('data', watch);
  });
}
