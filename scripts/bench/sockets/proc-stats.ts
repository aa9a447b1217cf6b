import { readdirSync, readFileSync } from 'node:fs';
import { sampleProcess } from '../fanout/process-stats';

/** CPU seconds (user + system) a process has used so far. */
export function cpuSecondsOf(pid: number): number {
  return sampleProcess(pid).cpuMs / 1000;
}

/** File descriptors a process holds open. */
export function openFilesOf(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** The 1-, 5- and 15-minute load averages, as /proc/loadavg has them. */
export function loadAverages(): string {
  return readFileSync('/proc/loadavg', 'latin1').split(' ').slice(0, 3).join(' ');
}
