// Frame times from the compositor's trace events. A draw lands on screen at the next vsync, so
// each frame is placed on the grid of the BeginFrames (vsync ticks) and lasts whole vsyncs:
// draw timestamps alone jitter by milliseconds with when the main thread's commit came in.
import { percentile } from '../photos/stats';
import type { TraceEvent } from './frame-trace';

const NO_UPDATE = 'STATE_NO_UPDATE_DESIRED';

export interface FrameSummary {
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Share of frames that took longer than the budget (16.7 ms). */
  overBudget: number;
}

export interface TraceFrames {
  /** Milliseconds each presented frame stayed on screen while the page wanted new ones. */
  frameMs: number[];
  vsyncMs: number;
}

export const FRAME_BUDGET_MS = 16.7;

export function summarise(frameMs: readonly number[]): FrameSummary {
  const values = [...frameMs];
  return {
    frames: values.length,
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
    p99: percentile(values, 0.99),
    // A loop, not Math.max(...values): minutes of frames are too many arguments for one call.
    max: values.length === 0 ? Number.NaN : values.reduce((max, ms) => Math.max(max, ms), 0),
    overBudget: values.filter((ms) => ms > FRAME_BUDGET_MS).length / Math.max(1, values.length),
  };
}

/** The timestamp (µs) of the page's `performance.mark(name)`. */
export function markTime(events: readonly TraceEvent[], name: string): number {
  const mark = events.find((event) => event.name === name);
  if (!mark) throw new Error(`the trace has no mark ${name}`);
  return mark.ts;
}

/** The page's compositor: the thread and layer tree that drew the most frames. */
function pageCompositor(events: readonly TraceEvent[]): string {
  const draws = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'DrawFrame') continue;
    const key = compositorKey(event);
    draws.set(key, (draws.get(key) ?? 0) + 1);
  }
  const busiest = [...draws].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error('the trace has no DrawFrame events');
  return busiest[0];
}

const compositorKey = (event: TraceEvent) => `${event.pid}:${event.tid}:${event.args?.layerTreeId ?? ''}`;
const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** Frames presented between `fromUs` and `toUs` (trace clock). */
export function traceFrames(events: readonly TraceEvent[], fromUs: number, toUs: number): TraceFrames {
  const compositor = pageCompositor(events);
  const thread = compositor.split(':').slice(0, 2).join(':');
  const begins = events
    .filter((event) => event.name === 'BeginFrame' && compositorKey(event) === compositor)
    .map((event) => ({ ts: event.ts, seq: event.args?.frameSeqId ?? 0 }))
    .sort((a, b) => a.ts - b.ts);
  const vsyncMs = vsyncOf(begins);

  // A vsync wanted a new frame unless every reporter of it said there was nothing to update.
  const wanted = new Set<number>();
  const reported = new Set<number>();
  for (const event of events) {
    const report = event.args?.frame_reporter;
    if (event.name !== 'PipelineReporter' || event.ph !== 'b' || threadKey(event) !== thread) continue;
    if (report?.frame_sequence === undefined) continue;
    reported.add(report.frame_sequence);
    if (report.state !== NO_UPDATE) wanted.add(report.frame_sequence);
  }
  const begun = new Set(begins.map((begin) => begin.seq));
  // A vsync the compositor did not even ask for (it had stopped listening) was idle too.
  const idle = (seq: number) => !begun.has(seq) || (reported.has(seq) && !wanted.has(seq));

  const shownAt: number[] = [];
  let next = 0;
  for (const draw of events) {
    if (draw.name !== 'DrawFrame' || compositorKey(draw) !== compositor) continue;
    if (draw.ts < fromUs || draw.ts > toUs) continue;
    while (next + 1 < begins.length && (begins[next + 1]?.ts ?? Number.POSITIVE_INFINITY) <= draw.ts) next++;
    const begin = begins[next];
    if (!begin || begin.ts > draw.ts) continue;
    const slot = begin.seq + 1;
    if (shownAt.at(-1) !== slot) shownAt.push(slot);
  }

  const frameMs: number[] = [];
  for (let i = 1; i < shownAt.length; i++) {
    const previous = shownAt[i - 1] as number;
    const current = shownAt[i] as number;
    let wasIdle = false;
    // The vsyncs between the two frames whose own frames never showed: dropped, or idle.
    for (let seq = previous; seq < current - 1 && !wasIdle; seq++) wasIdle = idle(seq);
    // Nothing to draw for a while (waiting against the top) is not a slow frame.
    if (!wasIdle) frameMs.push((current - previous) * vsyncMs);
  }
  return { frameMs, vsyncMs };
}

/** The vsync interval in ms: the median spacing of consecutive BeginFrames per sequence step. */
function vsyncOf(begins: readonly { ts: number; seq: number }[]): number {
  const spacings: number[] = [];
  for (let i = 1; i < begins.length; i++) {
    const a = begins[i - 1] as { ts: number; seq: number };
    const b = begins[i] as { ts: number; seq: number };
    if (b.seq > a.seq) spacings.push((b.ts - a.ts) / 1000 / (b.seq - a.seq));
  }
  const vsync = percentile(spacings, 0.5);
  if (!Number.isFinite(vsync)) throw new Error('the trace has too few BeginFrame events');
  return vsync;
}
