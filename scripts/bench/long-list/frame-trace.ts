// A Chromium performance trace of the page's frames, read as a stream: minutes of scrolling
// write hundreds of megabytes of frame events, of which only a few kinds are kept.
import type { CDPSession } from '@playwright/test';

/**
 * The compositor's frame events and the page's own `performance.mark`s. A trace that names only
 * disabled-by-default categories records every default category too; `*` is excluded for that.
 */
const TRACE_CONFIG = {
  includedCategories: ['disabled-by-default-devtools.timeline.frame', 'blink.user_timing'],
  excludedCategories: ['*'],
  // About 0.6 MB a second of scrolling: a pass through 10,000 messages outgrows the default.
  traceBufferSizeInKb: 2 * 1024 * 1024,
};
const KEPT = ['"BeginFrame"', '"DrawFrame"', '"PipelineReporter"', '"long-list:'];

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds on the trace clock. */
  ts: number;
  args?: {
    frameSeqId?: number;
    layerTreeId?: number;
    frame_reporter?: { frame_sequence?: number; state?: string };
  };
}

export async function startFrameTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: TRACE_CONFIG });
}

/** Ends the trace and keeps the frame events and marks; the JSON has one event a line. */
export async function stopFrameTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<{ stream?: string; dataLossOccurred: boolean }>((resolve) =>
    cdp.once('Tracing.tracingComplete', resolve),
  );
  await cdp.send('Tracing.end');
  const { stream, dataLossOccurred } = await complete;
  if (!stream) throw new Error('the trace came back without a stream');
  if (dataLossOccurred) throw new Error('the trace buffer overflowed: frames are missing');
  const events: TraceEvent[] = [];
  let rest = '';
  const keep = (line: string) => {
    if (!KEPT.some((name) => line.includes(name))) return;
    const json = line.trim().replace(/,$/, '').replace(/\]\}$/, '');
    try {
      events.push(JSON.parse(json) as TraceEvent);
    } catch {
      // The opening `{"traceEvents":[` line and the metadata at the end are not events.
    }
  };
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 4 * 1024 * 1024 });
    const text = chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) keep(line);
    if (chunk.eof) break;
  }
  keep(rest);
  await cdp.send('IO.close', { handle: stream });
  return events;
}
