import type { ChurnResult, HeapSample } from './churn-run';
import { HEAP_TOLERANCE } from './churn-run';
import { LATENCY_MESSAGES, LATENCY_RATE } from './hot-room-latency';
import type { IdleResult } from './idle-run';
import { WARM_UP_SOCKETS } from './idle-run';
import { HOT_ROOM_SIZE, IDLE_ROOM_SIZE, SOCKETS_PER_MEMBER, SOURCE_ADDRESSES, TRANSPORTS } from './layout';
import type { Quantiles } from './stats';

const int = (n: number) => Math.round(n).toLocaleString('en');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** A transport with no sockets in the run (SOCKETS_TRANSPORTS) has no latency: a dash. */
const ms = (q: Quantiles) => (Number.isNaN(q.p50) ? '–' : `${q.p50.toFixed(2)} / ${q.p99.toFixed(2)} ms`);
const pct = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`;

/** A Markdown table, cells padded so it also reads as plain text. */
function table(header: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (rightAligned[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAligned[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Part 1's figures; true when every socket opened and every hot socket got every message. */
export function printIdle(r: IdleResult, clients: number): boolean {
  const opened = r.opened.ws + r.opened.trpc;
  const rss = (r.after.rss - r.before.rss) / opened;
  const heap = (r.after.heapAndExternal - r.before.heapAndExternal) / opened;
  const committed = (r.after.heapCommitted - r.before.heapCommitted) / opened;
  const jsHeap = (r.openState.jsHeap - r.beforeState.jsHeap) / opened;
  const hot = r.latency.deliveries.reduce((sum, d) => sum + d.hotSockets, 0);
  const complete = r.latency.deliveries.reduce((sum, d) => sum + d.complete, 0);
  const fewest = Math.min(...r.latency.deliveries.map((d) => (d.hotSockets ? d.fewest : Infinity)));
  const most = Math.max(...r.latency.deliveries.map((d) => d.most));
  const rows = [
    ['idle sockets open (tRPC + /ws)', `${int(opened)} (${int(r.opened.trpc)} + ${int(r.opened.ws)})`],
    ['sockets that failed to open', int(r.failed)],
    ['time to accept them all', `${r.acceptSeconds.toFixed(1)} s (${int(opened / r.acceptSeconds)}/s)`],
    ['server CPU while accepting', `${r.serverCpuSeconds.toFixed(1)} s`],
    [`client CPU while accepting (${clients} processes)`, `${r.clientCpuSeconds.toFixed(1)} s`],
    ['server RSS per socket', kb(rss)],
    ['… of which V8 heap pages taken (used or not)', kb(committed)],
    ['server heap + external per socket', kb(heap)],
    ['… of which JS heap', kb(jsHeap)],
    ['server RSS / heap + external, all open', `${mb(r.after.rss)} / ${mb(r.after.heapAndExternal)}`],
    ['server open files, all open', int(r.openFiles)],
    [
      `hot room latency p50 / p99 (${HOT_ROOM_SIZE} sockets, ${LATENCY_RATE} msg/s)`,
      `${ms(r.latency.all)} (max ${r.latency.all.max.toFixed(1)})`,
    ],
    ['… of tRPC subscribers', ms(r.latency.trpc)],
    ['… of /ws sockets', ms(r.latency.ws)],
    [
      'hot sockets that got every message',
      `${int(complete)} of ${int(hot)} (each ${fewest === most ? most : `${fewest}–${most}`} of ${LATENCY_MESSAGES})`,
    ],
    ['server sockets after all closed', int(r.closedState.connections)],
    ['time until the server held none', `${r.closeSeconds.toFixed(1)} s`],
    ['longest event-loop hold from the close to 2 s after', `${r.closeHeldMs.toFixed(0)} ms`],
  ];
  console.log(
    `\n### ${int(opened)} idle sockets on one app (${r.database})\n\n${table(['figure', 'value'], rows, [false, true])}`,
  );
  console.log(
    [
      '',
      `${SOCKETS_PER_MEMBER} sockets per member (${int(r.layout.members)} members), transports ${TRANSPORTS.join(' and ')} in turn; ` +
        `${r.layout.hotSockets} in the hot room, the rest in ${r.layout.idleRooms} rooms of ${IDLE_ROOM_SIZE}; ` +
        `from ${SOURCE_ADDRESSES.length} loopback addresses, ${clients} client processes.`,
      r.clampedBy
        ? `Asked for ${int(r.requested)}; the server's file limit (${int(r.clampedBy)}, see file-limit.ts) allowed ${int(r.layout.sockets)}.`
        : '',
      'Per socket: server memory after a full GC, all open and idle, minus before connecting ' +
        `(after ${2 * WARM_UP_SOCKETS} sockets came and went); registering and making rooms took ${r.setupSeconds.toFixed(0)} s.`,
      `Load average at start ${r.load.start}, when all were open ${r.load.connected}, at the end ${r.load.end}.`,
      r.failures.length ? `First failures: ${r.failures.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return r.failed === 0 && complete === hot && hot === r.layout.hotSockets;
}

/** Part 2's figures; true when the heap ended within the tolerance of its start and nothing was left. */
export function printChurn(r: ChurnResult): boolean {
  const start = r.samples.find((s) => s.label.startsWith('after warm-up'));
  const end = r.samples.at(-1);
  if (!start || !end) throw new Error('churn samples missing');
  const embedded = r.database === 'embedded PGlite';
  const jsHeap = (s: HeapSample) => s.state.jsHeap;
  const heapAndExternal = (s: HeapSample) => s.memory.heapAndExternal;
  // Embedded PGlite keeps its files (tables, WAL) in the server's memory, counted in
  // `external`: what they grow by is the database's, not the sockets'.
  const databaseFiles = (s: HeapSample) => (embedded ? s.state.walBytes + s.state.databaseBytes : 0);
  const withoutFiles = (s: HeapSample) => heapAndExternal(s) - databaseFiles(s);
  const vsStart = (s: HeapSample, of: (s: HeapSample) => number) =>
    s.label === 'fresh' ? '' : pct(of(s) / of(start) - 1);
  const rows = r.samples.map((s) => [
    s.label,
    int(s.cycles),
    mb(jsHeap(s)),
    vsStart(s, jsHeap),
    mb(heapAndExternal(s)),
    vsStart(s, heapAndExternal),
    embedded ? mb(databaseFiles(s)) : '–',
    vsStart(s, withoutFiles),
    mb(s.memory.rss),
    `${s.state.connections} / ${s.state.roomFeeds} / ${s.state.onlineInRooms}`,
    String(s.state.handles.TCPSocketWrap ?? 0),
    s.load.split(' ')[0] ?? '',
  ]);
  const header = [
    'sample',
    'cycles',
    'JS heap',
    'vs start',
    'heap + external',
    'vs start',
    'of it PGlite files',
    'without them vs start',
    'RSS',
    'sockets / feeds / present',
    'TCP handles',
    'load 1m',
  ];
  const growth = {
    jsHeap: jsHeap(end) / jsHeap(start) - 1,
    withoutFiles: withoutFiles(end) / withoutFiles(start) - 1,
  };
  const flat = growth.jsHeap <= HEAP_TOLERANCE && growth.withoutFiles <= HEAP_TOLERANCE;
  const empty = end.state.connections === 0 && end.state.roomFeeds === 0 && end.state.onlineInRooms === 0;
  console.log(
    `\n### Churn: ${int(r.cycles)} connect–subscribe–disconnect cycles (${r.database})\n\n${table(
      header,
      rows,
      header.map((_, i) => i > 0),
    )}`,
  );
  const e = r.churned.byEnding;
  console.log(
    [
      '',
      `${int(r.churned.cycles)} cycles in ${r.seconds.toFixed(0)} s (${int(r.churned.cycles / r.seconds)}/s, 50 at a time), ` +
        `${int(r.churned.failed)} failed; server CPU ${r.serverCpuSeconds.toFixed(0)} s, clients' CPU ${r.clientCpuSeconds.toFixed(0)} s.`,
      `Endings: ${int(e['close-when-joined'])} closed when joined, ${int(e['close-at-once'])} closed right after subscribing, ` +
        `${int(e['unsubscribe-and-close'])} unsubscribed then closed, ${int(e.terminate)} dropped without a close frame.`,
      `Server memory after a forced GC, end against start (after ${r.warmUpCycles} warm-up cycles): JS heap ` +
        `${pct(growth.jsHeap)}, heap + external ${pct(heapAndExternal(end) / heapAndExternal(start) - 1)}` +
        (embedded ? `, without PGlite's files ${pct(growth.withoutFiles)}` : '') +
        `: ${flat ? 'within' : 'NOT within'} ${HEAP_TOLERANCE * 100}%. At the end the server holds ${
          empty ? 'no sockets, room feeds or presence' : 'sockets, room feeds or presence still'
        } (sockets / feeds / present: the registry's sockets, rooms followed, members present in the churn rooms).`,
      r.churned.failures.length ? `First failures: ${r.churned.failures.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return flat && empty && r.churned.failed === 0;
}
