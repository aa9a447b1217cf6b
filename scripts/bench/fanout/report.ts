import type { Transport } from './clients';
import type { Latency } from './measure';

export interface Row {
  transport: Transport;
  size: number;
  /** Delivered messages per second at saturation, over all receivers. */
  rate: number;
  latency: Latency;
  /** Messages per second of the latency run. */
  latencyRate: number;
  /** JS heap plus external memory per idle connection, after a full collection. */
  bytesPerConnection: number;
}

const NAMES: Record<Transport, string> = {
  baseline: 'bare ws (baseline)',
  ws: 'app /ws',
  trpc: 'app tRPC subscription',
};

const ratio = (value: number, base: number | undefined) =>
  base && Number.isFinite(value) ? `${(value / base).toFixed(2)}x` : '-';

const pad = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');

/** One line per transport and room size, each figure with its ratio to the baseline. */
export function printTable(rows: Row[], info: { seconds: number; database: string }): void {
  const header = [
    'transport',
    'clients',
    'delivered msg/s',
    'vs ws',
    'latency run msg/s',
    'p50 ms',
    'vs ws',
    'p99 ms',
    'vs ws',
    'KB per idle conn',
    'vs ws',
  ];
  const lines = rows.map((row) => {
    const base = rows.find((r) => r.transport === 'baseline' && r.size === row.size);
    return [
      NAMES[row.transport],
      String(row.size),
      Math.round(row.rate).toLocaleString('en'),
      ratio(row.rate, base?.rate),
      String(row.latencyRate),
      row.latency.p50.toFixed(2),
      ratio(row.latency.p50, base?.latency.p50),
      row.latency.p99.toFixed(2),
      ratio(row.latency.p99, base?.latency.p99),
      (row.bytesPerConnection / 1024).toFixed(1),
      ratio(row.bytesPerConnection, base?.bytesPerConnection),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  console.log(`\n${pad(header, widths)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(pad(line, widths));
  console.log(
    [
      '',
      `App on ${info.database}, in-process bus; everything on 127.0.0.1; ${info.seconds.toFixed(0)} s in all.`,
      'Saturation: 4 members send into the room, 64 messages ahead of the last-served client;',
      'every client counts. Latency: send to receive over every client, the same 4 members sending.',
      'Memory: JS heap + external after a full GC, before vs after connecting (sockets joined, idle),',
      'measured after 20 connections of the same kind came and went (one-time costs excluded).',
    ].join('\n'),
  );
}
