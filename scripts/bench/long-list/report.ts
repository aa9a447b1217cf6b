// The figures of each viewport (medians over the runs) and the Markdown table for docs/benchmarks.md.
import { cpus } from 'node:os';
import { percentile } from '../photos/stats';
import { FRAME_BUDGET_MS, type FrameSummary } from './frame-times';
import type { ViewportResult } from './measure-viewport';

const median = (values: number[]) => percentile(values, 0.5);

function medianSummary(summaries: FrameSummary[]): FrameSummary {
  const of = (key: keyof FrameSummary) => median(summaries.map((summary) => summary[key]));
  return {
    frames: of('frames'),
    p50: of('p50'),
    p95: of('p95'),
    p99: of('p99'),
    max: of('max'),
    overBudget: of('overBudget'),
  };
}

const ms = (value: number) => value.toFixed(1);
const seconds = (value: number) => (value / 1000).toFixed(1);
const count = (value: number) => value.toLocaleString('en');

/** Details the table has no room for: where the time of the slow frames went, per run. */
export function printRunDetails(result: ViewportResult, loadAverage: string): void {
  const { scroll, longFrames } = result;
  console.log(
    `${result.viewport}: ${count(result.reached)} messages, up ${seconds(scroll.upMs)} s (against the top waiting for older pages ${seconds(scroll.waitingAtTopMs)} s, ${scroll.waitsAtTop} times), down ${seconds(scroll.downMs)} s; trace p95 ${ms(result.both.p95)} ms, rAF p95 ${ms(result.raf.p95)} ms; load ${loadAverage}`,
  );
  const { running, waiting } = result.mainThread;
  console.log(
    `  vsync ${result.vsyncMs.toFixed(2)} ms; page's main thread: ${seconds(running)} s on a CPU (${ms(running / result.both.frames)} ms a frame), ${seconds(waiting)} s waiting for a core`,
  );
  console.log(
    `  long animation frames (>50 ms): ${longFrames.count}, ${seconds(longFrames.totalMs)} s in all, of it scripts ${seconds(longFrames.scriptMs)} s, style/layout/paint ${seconds(longFrames.renderMs)} s`,
  );
  for (const script of longFrames.topScripts) {
    console.log(
      `    ${ms(script.ms).padStart(8)} ms in ${String(script.count).padStart(4)} (forced layout ${ms(script.forcedLayoutMs)} ms)  ${script.where}`,
    );
  }
}

function row(
  viewport: string,
  scroll: string,
  messages: string,
  summary: FrameSummary,
  duration: string,
  cpuPerFrame = '',
) {
  return `| ${viewport} | ${scroll} | ${messages} | ${count(summary.frames)} | ${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.p99)} | ${ms(summary.max)} | ${(summary.overBudget * 100).toFixed(1)} % | ${duration} | ${cpuPerFrame} |`;
}

export function printTable(runsPerViewport: ViewportResult[][], runs: number, loadAverages: string[]): void {
  console.log(
    `\nFrame times from the Chromium trace (each DrawFrame placed on the vsync grid of the BeginFrames), the rAF rows from requestAnimationFrame; medians of ${runs} run(s). Headless Chromium with --disable-gpu: compositing and raster in software, on ${cpus().length} cores; load averages ${loadAverages.join(' → ')}.\n`,
  );
  console.log(
    `| viewport | scroll | messages | frames | p50 ms | p95 ms | p99 ms | max ms | over ${FRAME_BUDGET_MS} ms | s | main-thread CPU ms/frame |`,
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const results of runsPerViewport) {
    const first = results[0];
    if (!first) continue;
    const reached = count(median(results.map((result) => result.reached)));
    const up = median(results.map((result) => result.scroll.upMs));
    const down = median(results.map((result) => result.scroll.downMs));
    const pick = (key: 'up' | 'down' | 'both' | 'raf') => medianSummary(results.map((result) => result[key]));
    console.log(row(first.viewport, 'up, loading older pages', reached, pick('up'), seconds(up)));
    console.log(row(first.viewport, 'down', reached, pick('down'), seconds(down)));
    const cpuPerFrame = median(results.map((result) => result.mainThread.running / result.both.frames));
    console.log(
      row(first.viewport, 'up and down', reached, pick('both'), seconds(up + down), ms(cpuPerFrame)),
    );
    console.log(row(first.viewport, 'up and down, rAF intervals', reached, pick('raf'), seconds(up + down)));
  }
  for (const results of runsPerViewport) {
    const p95 = median(results.map((result) => result.both.p95));
    const verdict = p95 < FRAME_BUDGET_MS ? 'under' : 'NOT under';
    console.log(
      `\n${results[0]?.viewport}: p95 frame time ${p95.toFixed(2)} ms, ${verdict} ${FRAME_BUDGET_MS} ms`,
    );
  }
}
