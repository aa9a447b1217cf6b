import { readFileSync } from 'node:fs';

/** What the kernel counted of a process so far. */
export interface ProcessSample {
  /** Write system calls (write, writev, sendmsg on sockets…): `syscw` of /proc/PID/io. */
  writes: number;
  /** CPU time in user and kernel mode, in milliseconds. */
  cpuMs: number;
}

/** Clock ticks per second of /proc/PID/stat's times; 100 on Linux as built here. */
const TICKS_PER_SECOND = 100;

/** Reads /proc of a process on this machine (Linux; the bench runs as the same user or root). */
export function sampleProcess(pid: number): ProcessSample {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8');
  const writes = Number(/^syscw:\s*(\d+)/m.exec(io)?.[1] ?? Number.NaN);
  // The command name may hold spaces and parentheses: the fields follow its last ')'.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { writes, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

/** Several processes' samples added up (the nodes of a two-node run). */
export function sampleProcesses(pids: number[]): ProcessSample {
  return pids
    .map(sampleProcess)
    .reduce((sum, s) => ({ writes: sum.writes + s.writes, cpuMs: sum.cpuMs + s.cpuMs }), {
      writes: 0,
      cpuMs: 0,
    });
}
