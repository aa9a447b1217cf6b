import { type ChildProcess, fork } from 'node:child_process';

export interface MemorySample {
  rss: number;
  /** JS heap plus memory outside it that JS objects hold (buffers, sockets' wrappers). */
  heapAndExternal: number;
}

export type ChildRequest = { type: 'memory' };
export type ChildReply = { type: 'listening'; port: number } | { type: 'memory'; sample: MemorySample };

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

/** A server under test in its own process, so its memory and CPU are its own. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static start(
    entry: string,
    env: Record<string, string> = {},
    options: StartOptions = {},
  ): Promise<ServerProcess> {
    // With a launcher, fork runs it and it runs node: `launcher … node --expose-gc … entry`.
    const [launcher, ...launcherArgs] = options.launcher ?? [];
    const child = fork(entry, [], {
      ...(launcher ? { execPath: launcher } : {}),
      execArgv: [
        ...(launcher ? [...launcherArgs, process.execPath] : []),
        '--expose-gc',
        '--import',
        'tsx',
        ...profileFlags(),
      ],
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

/** The child side: answers memory requests after a full collection. */
export function serveMemoryRequests(): void {
  process.on('message', (message: ChildRequest) => {
    if (message.type !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const usage = process.memoryUsage();
    const reply: ChildReply = {
      type: 'memory',
      sample: { rss: usage.rss, heapAndExternal: usage.heapUsed + usage.external },
    };
    process.send?.(reply);
  });
  // The bench may die without telling us; never outlive it.
  process.on('disconnect', () => process.exit(0));
}

export function announceListening(port: number): void {
  process.send?.({ type: 'listening', port } satisfies ChildReply);
}
