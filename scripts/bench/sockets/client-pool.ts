import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientCommand, ClientReplies, ClientRequest, ClientResponse } from './client-protocol';

const here = fileURLToPath(new URL('.', import.meta.url));

type Waiting = { resolve: (reply: never) => void; reject: (error: Error) => void };

/** One forked client process and the commands it is working on. */
class ClientProcess {
  private seq = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly child: ChildProcess) {
    child.on('message', (response: ClientResponse) => {
      const waiter = this.waiting.get(response.seq);
      if (!waiter) return;
      this.waiting.delete(response.seq);
      if (response.ok) waiter.resolve(response.reply as never);
      else waiter.reject(new Error(`client ${child.pid}: ${response.error}`));
    });
    child.once('exit', (code, signal) => {
      for (const waiter of this.waiting.values()) {
        waiter.reject(new Error(`client ${child.pid} exited (${code ?? signal}) mid-command`));
      }
      this.waiting.clear();
    });
  }

  request<C extends ClientCommand>(command: C): Promise<ClientReplies[C['type']]> {
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      this.child.send({ seq, command } satisfies ClientRequest);
    });
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** The bench's client processes; each gets its own part of every command. */
export class ClientPool {
  private constructor(private readonly clients: ClientProcess[]) {}

  /** `launcher`: as ServerProcess's, for processes that need more file descriptors. */
  static start(count: number, launcher: string[] | undefined): ClientPool {
    const [command, ...args] = launcher ?? [];
    const clients = Array.from({ length: count }, () => {
      const child = fork(join(here, 'client-process.ts'), [], {
        ...(command ? { execPath: command } : {}),
        execArgv: [...(command ? [...args, process.execPath] : []), '--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      return new ClientProcess(child);
    });
    const pool = new ClientPool(clients);
    // Whatever way the bench ends, its clients end with it.
    process.once('exit', () => pool.stop());
    return pool;
  }

  get size(): number {
    return this.clients.length;
  }

  /** The same kind of command to every client, `commandOf(i)` its part; all the answers. */
  all<C extends ClientCommand>(commandOf: (client: number) => C): Promise<ClientReplies[C['type']][]> {
    return Promise.all(this.clients.map((client, i) => client.request(commandOf(i))));
  }

  /** CPU seconds all clients have used so far. */
  async cpuSeconds(): Promise<number> {
    const replies = await this.all(() => ({ type: 'cpu' }) as const);
    return replies.reduce((sum, r) => sum + r.cpuSeconds, 0);
  }

  stop(): void {
    for (const client of this.clients) client.kill();
  }
}
