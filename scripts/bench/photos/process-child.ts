// Processes one JPEG several times in a process of its own, so that the peak memory
// measured is the processing's alone. Reports over IPC.
import { readFile } from 'node:fs/promises';
import { processPhoto } from '@nahbar/api';
import { declaredHugePng } from './huge-png';

export interface ProcessReport {
  timesMs: number[];
  /** Refusing a tiny PNG that declares 50,000 × 50,000 pixels, each run. */
  bombRefusalMs: number[];
  idleRss: number;
  peakRss: number;
  inputBytes: number;
  outputBytes: number;
  thumbnailBytes: number;
  outputSize: string;
}

const [path = '', runsArg = '8'] = process.argv.slice(2);
const input = await readFile(path);
const runs = Number(runsArg);

// Warm-up: loads libvips' codecs and sizes its thread pool, as a running server has.
await processPhoto(input, 'IMG_0001.JPG', 'image/jpeg');
(globalThis as { gc?: () => void }).gc?.();
await new Promise((resolve) => setTimeout(resolve, 100));

const idleRss = process.memoryUsage().rss;
let peakRss = idleRss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 2);

const timesMs: number[] = [];
let last: Awaited<ReturnType<typeof processPhoto>> | undefined;
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  last = await processPhoto(input, 'IMG_0001.JPG', 'image/jpeg');
  timesMs.push(performance.now() - started);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
clearInterval(sampler);

// A decompression bomb must be refused from its header: this figure stays far below decoding's.
const bomb = declaredHugePng();
const bombRefusalMs: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const started = performance.now();
  const refused = await processPhoto(bomb, 'bomb.png', 'image/png').then(
    () => false,
    () => true,
  );
  bombRefusalMs.push(performance.now() - started);
  if (!refused) throw new Error('a 50,000 × 50,000 px PNG was accepted');
}

const report: ProcessReport = {
  timesMs,
  bombRefusalMs,
  idleRss,
  peakRss,
  inputBytes: input.length,
  outputBytes: last?.full.data.length ?? 0,
  thumbnailBytes: last?.thumbnail.data.length ?? 0,
  outputSize: last ? `${last.full.width}×${last.full.height}` : '',
};
process.send?.(report);
process.exit(0);
