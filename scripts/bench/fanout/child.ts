import { type ChildProcess, fork } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { bundleServer } from '@nahbar/api/bundle';
import type { ChildReply, ChildRequest, MemorySample } from './server-side';

export type { MemorySample } from './server-side';

/** BENCH_PROFILE_DIR: each server writes a CPU profile there (for a look at where time goes). */
function profileFlags(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export interface StartOptions {
  /**
   * A command that starts node in its place and passes on the rest of its arguments, e.g.
   * `prlimit --nofile=N:N` for a server that needs more file descriptors than the bench has.
   */
  launcher?: string[];
}

/**
 * A server entry built as production builds the app (`@nahbar/api/bundle`: no tsx in the
 * process, whose per-closure names would be measured as the server's memory).
 */
function bundled(entry: string): Promise<string> {
  const name = relative(join(import.meta.dirname, '../..'), entry).replace(/[^a-z0-9]+/gi, '-');
  return bundleServer(entry, join(tmpdir(), 'nahbar-bench-servers', `${name}.mjs`));
}

/** A server under test in its own process, so its memory and CPU are its own. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(
    entry: string,
    env: Record<string, string> = {},
    options: StartOptions = {},
  ): Promise<ServerProcess> {
    const bundle = await bundled(entry);
    // With a launcher, fork runs it and it runs node: `launcher … node --expose-gc … bundle`.
    const [launcher, ...launcherArgs] = options.launcher ?? [];
    const child = fork(bundle, [], {
      ...(launcher ? { execPath: launcher } : {}),
      execArgv: [...(launcher ? [...launcherArgs, process.execPath] : []), '--expose-gc', ...profileFlags()],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before listening`)));
      child.on('message', (message: ChildReply) => {
        if (message.type === 'listening') resolve(new ServerProcess(child, message.port));
      });
    });
  }

  memory(): Promise<MemorySample> {
    return new Promise((resolve) => {
      const onMessage = (message: ChildReply) => {
        if (message.type !== 'memory') return;
        this.child.off('message', onMessage);
        resolve(message.sample);
      };
      this.child.on('message', onMessage);
      this.child.send({ type: 'memory' } satisfies ChildRequest);
    });
  }

  /** The server's process id (a launcher execs node, so it is node's), for what /proc says of it. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * A request of the bench's own that the server answers beside memory requests; resolves
   * with its first reply of `replyType`.
   */
  ask<T extends { type: string }>(
    request: { type: string } & Record<string, unknown>,
    replyType: T['type'],
  ): Promise<T> {
    return new Promise((resolve) => {
      const onMessage = (message: { type?: unknown }) => {
        if (message.type !== replyType) return;
        this.child.off('message', onMessage);
        resolve(message as T);
      };
      this.child.on('message', onMessage);
      this.child.send(request);
    });
  }

  /** Asks the server to shut down cleanly; kills it if it has not within 5 s. */
  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.removeAllListeners('exit');
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      this.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      this.child.kill('SIGTERM');
    });
  }
}
