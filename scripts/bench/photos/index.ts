// `pnpm bench:photos`: what one photo costs the server. Part 1 processes a 12-megapixel
// camera JPEG (checks, orientation, re-encode without metadata, thumbnail) in a process of
// its own and reports time and peak memory, and how long refusing a tiny PNG that declares
// 50,000 × 50,000 pixels takes (from its header, never decoded). Part 2 runs the API as
// `pnpm start` does (embedded database, local photo store) and has 10 members upload
// concurrently through the whole flow: upload URL, PUT, photo message, another member
// loading the thumbnail.
// BENCH_UPLOADS_PER_UPLOADER (default 6) and BENCH_PROCESS_RUNS (default 8) size the runs.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraJpeg } from './camera-jpeg';
import { type FlowTimes, photoMessageFlow } from './flow';
import { Member } from './http-client';
import type { ProcessReport } from './process-child';
import type { ServerMessage } from './server-child';
import { mb, ms, percentile, printTable } from './stats';

const here = fileURLToPath(new URL('.', import.meta.url));
const UPLOADERS = 10;
const UPLOADS_EACH = Number(process.env.BENCH_UPLOADS_PER_UPLOADER ?? 6);
const PROCESS_RUNS = Number(process.env.BENCH_PROCESS_RUNS ?? 8);
const ORIGIN = 'http://bench.local';

function child(entry: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return fork(join(here, entry), args, {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function nextMessage<T>(process: ChildProcess, accept: (message: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`child exited with ${code}`));
    process.once('exit', onExit);
    const onMessage = (message: T) => {
      if (!accept(message)) return;
      process.off('message', onMessage);
      process.off('exit', onExit);
      resolve(message);
    };
    process.on('message', onMessage);
  });
}

async function benchProcessing(photoPath: string): Promise<ProcessReport> {
  const worker = child('process-child.ts', [photoPath, String(PROCESS_RUNS)]);
  return nextMessage<ProcessReport>(worker, () => true);
}

async function benchFlow(photo: Buffer, dataDir: string) {
  const server = child('server-child.ts', [], {
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: ORIGIN,
    DATABASE_URL: '',
    REDIS_URL: '',
    S3_ENDPOINT: '',
  });
  try {
    const { port } = await nextMessage<ServerMessage & { type: 'listening' }>(
      server,
      (m) => m.type === 'listening',
    );
    const base = `http://127.0.0.1:${port}`;
    const run = Date.now().toString(36).slice(-5);
    const viewer = await Member.register(base, ORIGIN, `view_${run}`);
    const uploaders = await Promise.all(
      Array.from({ length: UPLOADERS }, (_, i) => Member.register(base, ORIGIN, `up${i}_${run}`)),
    );
    const rooms = await viewer.json<{ id: string; name: string }[]>('GET', '/api/rooms');
    const lobby = rooms.find((room) => room.name === 'Lobby');
    if (!lobby) throw new Error('no Lobby room');
    for (const uploader of uploaders) await photoMessageFlow(uploader, viewer, lobby.id, photo); // warm-up

    const flows: FlowTimes[] = [];
    const started = performance.now();
    await Promise.all(
      uploaders.map(async (uploader) => {
        for (let i = 0; i < UPLOADS_EACH; i += 1)
          flows.push(await photoMessageFlow(uploader, viewer, lobby.id, photo));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    server.send({ type: 'memory' });
    const memory = await nextMessage<ServerMessage & { type: 'memory' }>(server, (m) => m.type === 'memory');
    return { flows, seconds, memory };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dir = await mkdtemp(join(tmpdir(), 'nahbar-bench-photos-'));
try {
  const photo = await cameraJpeg();
  const photoPath = join(dir, 'camera.jpg');
  await writeFile(photoPath, photo);

  const processing = await benchProcessing(photoPath);
  printTable(
    `Processing one ${CAMERA_WIDTH}×${CAMERA_HEIGHT} (12 MP) camera JPEG, ${PROCESS_RUNS} runs, one at a time`,
    [
      ['input', `${mb(processing.inputBytes)}, EXIF orientation 6 and GPS`],
      [
        'output (full / thumbnail)',
        `${processing.outputSize} JPEG ${mb(processing.outputBytes)} / ${(processing.thumbnailBytes / 1024).toFixed(0)} KB`,
      ],
      ['time p50', ms(percentile(processing.timesMs, 0.5))],
      ['time max', ms(Math.max(...processing.timesMs))],
      [
        'refusing a 50,000 × 50,000 px PNG header p50 / max',
        `${ms(percentile(processing.bombRefusalMs, 0.5))} / ${ms(Math.max(...processing.bombRefusalMs))}`,
      ],
      ['process RSS idle (after warm-up)', mb(processing.idleRss)],
      ['process RSS peak', mb(processing.peakRss)],
      ['peak above idle', mb(processing.peakRss - processing.idleRss)],
    ],
  );

  const { flows, seconds, memory } = await benchFlow(photo, join(dir, 'data'));
  const total = flows.map((f) => f.totalMs);
  const median = (pick: (f: FlowTimes) => number) => ms(percentile(flows.map(pick), 0.5));
  printTable(
    `Whole flow, ${UPLOADERS} concurrent uploaders × ${UPLOADS_EACH} photos (12 MP JPEG, local store, PGlite)`,
    [
      ['photos', String(flows.length)],
      ['uploads per second', (flows.length / seconds).toFixed(2)],
      ['flow latency p50 / p95', `${ms(percentile(total, 0.5))} / ${ms(percentile(total, 0.95))}`],
      ['  upload-url p50', median((f) => f.uploadUrlMs)],
      ['  PUT (check + re-encode + store) p50', median((f) => f.putMs)],
      ['  messages.send p50', median((f) => f.sendMs)],
      ['  thumbnail GET p50', median((f) => f.thumbnailMs)],
      ['server RSS idle / peak', `${mb(memory.idleRss)} / ${mb(memory.peakRss)}`],
      [
        'machine',
        `${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}`,
      ],
    ],
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
