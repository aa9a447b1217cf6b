import type { StormReceipts } from './crowd';
import type { StormCalls } from './storm';

/** One storm as measured. */
export interface StormRow {
  warmUp: boolean;
  /** Every reader had every expected delta before the storm's time ran out. */
  complete: boolean;
  /** Deltas every reader should get: one per reaction added or taken back. */
  expected: number;
  calls: StormCalls;
  /** From the first reaction call until every reader had every delta. */
  allReceivedMs: number;
  /** The server's CPU over that time, in cores. */
  serverCores: number;
  /** The server's write system calls (sockets, database, log) per delta delivered. */
  writesPerDelivery: number;
  /** This process's CPU over that time (the readers and the reacting clients), in cores. */
  clientCores: number;
  receipts: StormReceipts;
  /** The `new_message` frame of the storm's message, as a reader got it. */
  newMessageFrameBytes: number;
}

export interface ReportInfo {
  members: number;
  reactors: number;
  takeBackEvery: number;
  database: string;
  seconds: number;
}

/** Nearest rank: with ten values, p95 is the largest. */
function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const median = (values: number[]) => percentile(values, 50);
const int = (n: number) => Math.round(n).toLocaleString('en');
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');

const callsPerSecond = (row: StormRow) =>
  (row.calls.calls * 1000) / (row.calls.lastAnswerAt - row.calls.startedAt);

/** Readers missing some expected delta, and deltas beyond the expected, over every reader. */
function misses(row: StormRow): { short: number; extra: number } {
  let short = 0;
  let extra = 0;
  for (const deltas of row.receipts.deltas) {
    if (deltas < row.expected) short += 1;
    extra += Math.max(0, deltas - row.expected);
  }
  return { short, extra };
}

function stormLine(row: StormRow, index: number): string[] {
  const { receipts, calls } = row;
  const readerMs = receipts.completeAt.map((at) => at - calls.startedAt);
  const { short, extra } = misses(row);
  return [
    row.warmUp ? 'warm-up' : String(index),
    int(row.allReceivedMs),
    int(median(readerMs)),
    int(calls.lastAnswerAt - calls.startedAt),
    int(callsPerSecond(row)),
    row.serverCores.toFixed(2),
    row.clientCores.toFixed(2),
    row.writesPerDelivery.toFixed(3),
    int(median(receipts.frames)),
    `${int(Math.min(...receipts.frames))}–${int(Math.max(...receipts.frames))}`,
    int(median(receipts.bytes)),
    String(calls.failed),
    String(short),
    String(extra),
  ];
}

function printTable(rows: StormRow[]): void {
  const header = [
    'storm',
    'all received ms',
    'median reader ms',
    'calls ms',
    'calls/s',
    'server cores',
    'bench cores',
    'writes/delivery',
    'frames/reader',
    'min–max',
    'bytes/reader',
    'failed calls',
    'readers short',
    'extra deltas',
  ];
  let measured = 0;
  const lines = rows.map((row) => stormLine(row, row.warmUp ? 0 : ++measured));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  console.log(`\n${pad(header, widths)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(pad(line, widths));
}

/** Frames over every reader of the storms, by their `type`. */
function typesOf(rows: StormRow[]): string {
  const types = new Map<string, number>();
  for (const row of rows)
    for (const [type, count] of row.receipts.types) types.set(type, (types.get(type) ?? 0) + count);
  return [...types].map(([type, count]) => `${type} ${int(count)}`).join(', ');
}

/** The storms one by one, then medians over the measured ones and what a delta weighs. */
export function printReport(rows: StormRow[], info: ReportInfo): void {
  printTable(rows);
  const measured = rows.filter((row) => !row.warmUp);
  const all = measured.map((row) => row.allReceivedMs);
  const deltaFrame = measured.find((row) => row.receipts.deltaFrame)?.receipts.deltaFrame;
  const deltaBytes = deltaFrame?.length ?? Number.NaN;
  const newMessageBytes = median(measured.map((row) => row.newMessageFrameBytes));
  const frames = median(measured.map((row) => median(row.receipts.frames)));
  const bytes = median(measured.map((row) => median(row.receipts.bytes)));
  const failures = measured.map((row) => row.calls.firstFailure).filter(Boolean);
  const { expected } = rows[0] ?? { expected: 0 };
  console.log(
    [
      '',
      `${info.members} members, each one /ws socket in the room; ${info.reactors} react at once with 👍 ❤️ 😂 😮 😢 🙏 in turn,` +
        ` every ${info.takeBackEvery}th takes theirs back: ${expected} deltas per storm, ${int(expected * info.members)} deliveries.`,
      `App on ${info.database}, in-process bus, rate limits off; everything on 127.0.0.1; ${info.seconds.toFixed(0)} s in all.`,
      '',
      `Every reader had every delta after: median ${int(median(all))} ms, p95 ${int(percentile(all, 95))} ms` +
        ` (${measured.length} storms; nearest rank, so with 10 the p95 is the slowest).`,
      `Reaction calls served: median ${int(median(measured.map(callsPerSecond)))}/s` +
        ` (${expected} calls, from the first call to the last answer).`,
      `Each reader received, per storm: median ${int(frames)} frames, ${int(bytes)} bytes (${(bytes / frames).toFixed(0)} bytes a frame).`,
      `One reaction_changed frame: ${deltaBytes} bytes; the new_message frame of the same message: ${newMessageBytes} bytes` +
        ` (${(newMessageBytes / deltaBytes).toFixed(1)}× the delta).`,
      `Frames during the measured storms, over every reader, by type: ${typesOf(measured)}.`,
      `Frames during the warm-up storm, by type: ${typesOf(rows.filter((row) => row.warmUp))}.`,
      deltaFrame ? `A delta as sent: ${deltaFrame.toString('utf8')}` : 'No delta arrived.',
      failures.length ? `Failed calls, the first: ${failures[0]}` : 'No call failed.',
    ].join('\n'),
  );
}
