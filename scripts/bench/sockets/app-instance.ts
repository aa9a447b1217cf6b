import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerProcess } from '../fanout/child';
import { benchDatabase } from '../fanout/database';
import { fileLimitFor } from './file-limit';
import type { LoopState, ServerState } from './server-state';

const here = fileURLToPath(new URL('.', import.meta.url));

export interface AppInstance {
  server: ServerProcess;
  pid: number;
  /** File descriptors the server may hold. */
  fileLimit: number;
  database: string;
  state(roomIds: string[], heapSnapshot?: string): Promise<ServerState>;
  /** The loop's longest hold since the last call, and the sockets held now. */
  loop(): Promise<LoopState>;
  stop(): Promise<void>;
}

/**
 * One app server in a process of its own, on a fresh database (embedded PGlite, or a new
 * database on the Postgres of BENCH_DATABASE_URL), allowed `files` descriptors if the
 * machine lets it have them (file-limit.ts).
 */
export async function startApp(files: number): Promise<AppInstance> {
  const database = await benchDatabase();
  const { launcher, limit } = fileLimitFor(files);
  let server: ServerProcess;
  try {
    server = await ServerProcess.start(
      join(here, 'app-server.ts'),
      database.url ? { APP_DATABASE_URL: database.url } : {},
      launcher ? { launcher } : {},
    );
  } catch (error) {
    await database.drop();
    throw error;
  }
  const pid = server.pid;
  if (pid === undefined) throw new Error('the app server has no process id');
  return {
    server,
    pid,
    fileLimit: limit,
    database: database.url ? 'Postgres' : 'embedded PGlite',
    state: (roomIds, heapSnapshot) =>
      server.ask<ServerState>({ type: 'state', roomIds, ...(heapSnapshot ? { heapSnapshot } : {}) }, 'state'),
    loop: () => server.ask<LoopState>({ type: 'loop' }, 'loop'),
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}
