import type { FlooderReport } from './protocol';
import { quantile } from './victim';

/** The bar of the flood: what the other member may feel at most. */
export const BAR = { pingP99Ms: 100, historyP99Ms: 250 };

export interface Row {
  database: string;
  limits: 'off' | 'on';
  phase: 'idle' | 'flood';
  seconds: number;
  /** The other member's ping round trips, ms. */
  pings: number[];
  /** The other member's history page requests, ms. */
  pages: number[];
  /** The machine's 1-minute load average at the end of the phase. */
  load: number;
  flood?: Extract<FlooderReport, { type: 'done' }>;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

/** Prints the table; true when a flood phase missed the bar. */
export function printReport(rows: Row[], frames: number): boolean {
  let failed = false;
  console.log(
    `\nFlood: one member writes ${frames.toLocaleString('en')} message frames at once on one /ws socket.`,
  );
  console.log(
    `Bar during the flood: the other member's ping p99 < ${BAR.pingP99Ms} ms, history p99 < ${BAR.historyP99Ms} ms.\n`,
  );
  console.log(
    '| database | limits | phase | s | pings | ping p50 | ping p99 | ping max | pages | history p50 | history p99 | history max | load avg | bar |',
  );
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const pingP99 = quantile(row.pings, 0.99);
    const historyP99 = quantile(row.pages, 0.99);
    let bar = '';
    if (row.phase === 'flood') {
      const meets = pingP99 < BAR.pingP99Ms && historyP99 < BAR.historyP99Ms;
      failed ||= !meets;
      bar = meets ? 'met' : 'MISSED';
    }
    console.log(
      `| ${row.database} | ${row.limits} | ${row.phase} | ${row.seconds.toFixed(1)} | ${row.pings.length} | ${ms(
        quantile(row.pings, 0.5),
      )} | ${ms(pingP99)} | ${ms(Math.max(...row.pings))} | ${row.pages.length} | ${ms(
        quantile(row.pages, 0.5),
      )} | ${ms(historyP99)} | ${ms(Math.max(...row.pages))} | ${row.load.toFixed(2)} | ${bar} |`,
    );
  }
  console.log('');
  for (const row of rows) {
    const f = row.flood;
    if (!f) continue;
    console.log(
      `limits ${row.limits}: ${f.sent} frames written at once (${f.sendMs.toFixed(0)} ms); ` +
        `${f.echoed} stored and echoed, ${f.errors} refused, ` +
        `socket ${f.closeCode === null ? 'open' : `closed with ${f.closeCode}`}; last answer after ${(f.doneMs / 1000).toFixed(1)} s`,
    );
  }
  return failed;
}
