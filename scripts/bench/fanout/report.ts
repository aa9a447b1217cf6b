import type { Transport } from './clients';
import type { Latency } from './measure';

export interface Row {
  transport: Transport;
  /** App instances sharing the room (through Redis when more than one). */
  nodes: number;
  /** What the nodes share the room through, when more than one. */
  bus?: 'Redis' | 'Redis Cluster';
  size: number;
  /** Delivered messages per second at saturation, over all receivers. */
  rate: number;
  /** The servers' write system calls per delivery at saturation (below 1: frames coalesced). */
  writesPerDelivery: number;
  /** CPU the servers, and this bench process with all the clients, used at saturation, in cores. */
  serverCores: number;
  clientCores: number;
  latency: Latency;
  /** Messages per second of the latency run. */
  latencyRate: number;
  /** JS heap plus external memory per idle connection, after a full collection (one node only). */
  bytesPerConnection: number | undefined;
  /** Messages sent in the run, and deliveries missing or extra over all receivers. */
  sent: number;
  lost: number;
  duplicated: number;
}

const NAMES: Record<Transport, string> = {
  baseline: 'bare ws (baseline)',
  socketio: 'Socket.IO (baseline)',
  ws: 'app /ws',
  trpc: 'app tRPC subscription',
};

const ratio = (value: number | undefined, base: number | undefined) =>
  base && value !== undefined && Number.isFinite(value) ? `${(value / base).toFixed(2)}x` : '-';

const pad = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');

/** How many nodes served the row, and through what bus when more than one. */
const nodesOf = (row: Row) => (row.bus ? `${row.nodes} (${row.bus})` : String(row.nodes));

function printLines(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  console.log(`\n${pad(header, widths)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(pad(line, widths));
}

/** The app's rows as ratios to the Socket.IO row of the same room size (above 1: more). */
function printAgainstSocketIo(rows: Row[]): void {
  const app = rows.filter((row) => row.transport === 'ws' || row.transport === 'trpc');
  const lines = app.flatMap((row) => {
    const base = rows.find((r) => r.transport === 'socketio' && r.size === row.size);
    if (!base) return [];
    return [
      [
        NAMES[row.transport],
        nodesOf(row),
        String(row.size),
        ratio(row.rate, base.rate),
        ratio(row.latency.p50, base.latency.p50),
        ratio(row.latency.p99, base.latency.p99),
        ratio(row.bytesPerConnection, base.bytesPerConnection),
      ],
    ];
  });
  if (lines.length === 0) return;
  console.log('\nAgainst Socket.IO, same run:');
  printLines(['transport', 'nodes', 'clients', 'msg/s', 'p50', 'p99', 'KB/idle conn'], lines);
}

/** One line per transport, node count and room size, with ratios to the baseline and to one node. */
export function printTable(rows: Row[], info: { seconds: number; database: string; bus: string }): void {
  const header = [
    'transport',
    'nodes',
    'clients',
    'delivered msg/s',
    'vs ws',
    'vs 1 node',
    'writes/delivery',
    'server cores',
    'client cores',
    'latency msg/s',
    'p50 ms',
    'vs ws',
    'p99 ms',
    'vs ws',
    'KB/idle conn',
    'sent',
    'lost',
    'dup',
  ];
  const lines = rows.map((row) => {
    const base = rows.find((r) => r.transport === 'baseline' && r.size === row.size);
    const oneNode = rows.find((r) => r.transport === row.transport && r.size === row.size && r.nodes === 1);
    return [
      NAMES[row.transport],
      nodesOf(row),
      String(row.size),
      Math.round(row.rate).toLocaleString('en'),
      ratio(row.rate, base?.rate),
      row.nodes > 1 ? ratio(row.rate, oneNode?.rate) : '-',
      row.writesPerDelivery.toFixed(3),
      row.serverCores.toFixed(2),
      row.clientCores.toFixed(2),
      String(row.latencyRate),
      row.latency.p50.toFixed(2),
      ratio(row.latency.p50, base?.latency.p50),
      row.latency.p99.toFixed(2),
      ratio(row.latency.p99, base?.latency.p99),
      row.bytesPerConnection === undefined ? '-' : (row.bytesPerConnection / 1024).toFixed(1),
      String(row.sent),
      String(row.lost),
      String(row.duplicated),
    ];
  });
  printLines(header, lines);
  printAgainstSocketIo(rows);
  console.log(
    [
      '',
      `App on ${info.database}, ${info.bus}; everything on 127.0.0.1; ${info.seconds.toFixed(0)} s in all.`,
      'Every connection is a member of its own. Saturation: the senders keep 64 messages ahead of',
      'the last-served client; every client counts. writes/delivery: the servers’ write system calls',
      '(/proc/PID/io syscw, database and log writes included) per delivery in that window.',
      'Latency: send to receive over every client. lost/dup: deliveries missing or extra against',
      'the messages sent, over every receiver, after both runs. Memory: JS heap + external after a',
      'full GC, before vs after connecting (idle, in the room), after 20 connections came and went.',
    ].join('\n'),
  );
}

/**
 * The latency run as the quiet-room bars read it, for each one-node app row: its p50 over the
 * bare `ws` baseline's of the same room (bar: 1 ms), its p99 as a multiple of the baseline's
 * (bar: 1.5×), and, on Postgres, what is left of the p50 over the baseline once a bare commit's
 * p50 at the same pace is taken off (what the app adds beyond storing at all).
 */
export function printQuietRoom(rows: Row[], commit: { rate: number; latency: Latency } | undefined): void {
  for (const row of rows) {
    if (row.nodes !== 1 || (row.transport !== 'ws' && row.transport !== 'trpc')) continue;
    const base = rows.find((r) => r.transport === 'baseline' && r.size === row.size);
    if (!base) continue;
    const over = row.latency.p50 - base.latency.p50;
    const beyondCommit =
      commit && commit.rate === row.latencyRate
        ? `, ${(over - commit.latency.p50).toFixed(2)} ms beyond a bare commit's p50`
        : '';
    console.log(
      `Quiet room, ${NAMES[row.transport]}, ${row.size} clients at ${row.latencyRate}/s: p50 ${over.toFixed(2)} ms` +
        ` over the baseline's${beyondCommit}; p99 ${ratio(row.latency.p99, base.latency.p99)} the baseline's.`,
    );
  }
}
