import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * File descriptors. Every socket is one, at both ends: the server holds all of them plus a
 * few of its own, each client process its share. On the machine this bench was written on,
 * `ulimit -n` is 20,000, soft and hard, and the container runs without CAP_SYS_RESOURCE, so
 * not even root may raise the hard limit (`prlimit --nofile=200000:200000 …` and `ulimit -n
 * 200000` both fail with "Operation not permitted"). Node raises its own soft limit to the
 * hard one when it starts.
 *
 * So a child that needs more than the hard limit is launched through prlimit when prlimit
 * can give it more (`prlimit --nofile=N:N node …`: prlimit execs node, which keeps the IPC
 * channel fork set up); when it cannot, the child runs with the hard limit and the bench
 * connects only as many sockets as fit, and says so.
 */
export interface FileLimit {
  /** The command to start the child through, if one is needed. */
  launcher: string[] | undefined;
  /** Descriptors the child may hold. */
  limit: number;
}

export function fileLimitFor(wanted: number): FileLimit {
  const hard = hardFileLimit();
  if (hard >= wanted) return { launcher: undefined, limit: hard };
  const setting = `--nofile=${wanted}:${wanted}`;
  if (spawnSync('prlimit', [setting, 'true']).status === 0) {
    return { launcher: ['prlimit', setting], limit: wanted };
  }
  return { launcher: undefined, limit: hard };
}

/** This process's hard limit on open files (`ulimit -Hn`), which children inherit. */
function hardFileLimit(): number {
  const limits = readFileSync('/proc/self/limits', 'latin1').split('\n');
  // "Max open files            20000                20000                files"
  const line = limits.find((l) => l.startsWith('Max open files'));
  const hard = Number(line?.split(/\s+/)[4]);
  return Number.isFinite(hard) ? hard : Number.POSITIVE_INFINITY;
}
