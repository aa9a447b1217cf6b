// CPU time of the renderers' main threads, from the kernel's own count (Linux). Unlike a frame's
// wall time it hardly grows when other work takes the cores, so it says what the page costs per
// frame however busy the machine is; the time the thread waited for a core says how busy it was.
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

export interface ThreadTime {
  /** Milliseconds on a CPU. */
  running: number;
  /** Milliseconds ready to run, waiting for a core. */
  waiting: number;
}

interface ProcessInfo {
  type: string;
  id: number;
}

/** So far, by renderer process id (a renderer's main thread has its process's id). */
export async function rendererMainThreads(browser: Browser): Promise<Map<number, ThreadTime>> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: ProcessInfo[] };
    const times = new Map<number, ThreadTime>();
    for (const { type, id } of processInfo) {
      if (type !== 'renderer') continue;
      try {
        // schedstat: nanoseconds on a CPU, nanoseconds waiting for one, time slices.
        const [running = 0, waiting = 0] = readFileSync(`/proc/${id}/task/${id}/schedstat`, 'utf8')
          .split(' ')
          .map(Number);
        times.set(id, { running: running / 1e6, waiting: waiting / 1e6 });
      } catch {
        // A renderer that has just exited (a closed page) has nothing to add.
      }
    }
    return times;
  } finally {
    await cdp.detach();
  }
}

/** What the busiest renderer's main thread spent between two readings: the page that scrolled. */
export function busiestRenderer(before: Map<number, ThreadTime>, after: Map<number, ThreadTime>): ThreadTime {
  let busiest: ThreadTime = { running: 0, waiting: 0 };
  for (const [pid, time] of after) {
    const start = before.get(pid) ?? { running: 0, waiting: 0 };
    const spent = { running: time.running - start.running, waiting: time.waiting - start.waiting };
    if (spent.running > busiest.running) busiest = spent;
  }
  return busiest;
}
