import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from './logger-options';
import { createPrettyLines, runningLine } from './pretty-lines';

const time = new Date(2026, 0, 2, 13, 4, 5).getTime();
const withoutColours = (text: string) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '');
const line = (record: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', ...record });

describe('pretty log lines', () => {
  it('folds a request into one line with its method, path, status and duration', () => {
    const lines = createPrettyLines({ colours: false });
    const incoming = line({
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/health' },
      msg: 'incoming request',
    });
    expect(lines.format(incoming)).toBeNull();
    const done = line({
      reqId: 'req-1',
      res: { statusCode: 200 },
      responseTime: 2.345,
      msg: 'request completed',
    });
    expect(lines.format(done)).toBe('13:04:05 INFO  GET /api/health 200 2.3 ms');
  });

  it('shows the level, extra fields and an error stack', () => {
    const lines = createPrettyLines({ colours: false });
    const text = lines.format(
      line({
        level: 50,
        msg: 'upload sweep failed',
        signal: 'SIGTERM',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at sweep (x.ts:1:1)' },
      }),
    );
    expect(text).toBe(
      '13:04:05 ERROR upload sweep failed  signal=SIGTERM\n    Error: boom\n        at sweep (x.ts:1:1)',
    );
  });

  it('names the request an error happened in', () => {
    const lines = createPrettyLines({ colours: false });
    const text = lines.format(
      line({ level: 40, reqId: 'r', req: { method: 'POST', url: '/trpc/x' }, msg: 'slow' }),
    );
    expect(text).toBe('13:04:05 WARN  slow (POST /trpc/x)');
  });

  it('passes lines that are not JSON through and colours only when asked', () => {
    expect(createPrettyLines({ colours: false }).format('plain text\n')).toBe('plain text');
    expect(createPrettyLines({ colours: true }).format(line({ msg: 'hi' }))).toContain('\x1b[32mINFO');
  });
});

describe('log format', () => {
  it('is readable in a terminal outside production and JSON otherwise', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  it('writes JSON through pino untouched and pretty lines through the formatter', () => {
    const json = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    expect(json).toMatchObject({ level: 'info' });
    expect(json.stream).toBeUndefined();
    const written: string[] = [];
    const options = loggerOptions(
      { logLevel: 'info', logFormat: 'pretty' },
      { write: (t) => written.push(t) },
    );
    options.stream?.write(`${line({ msg: 'ready' })}\n`);
    expect(written).toHaveLength(1);
    expect(written.map(withoutColours)).toEqual(['13:04:05 INFO  ready\n']);
  });

  it('makes the address line stand out only in a terminal', () => {
    expect(runningLine('http://localhost:3000', false)).toBe('Nahbar is running at http://localhost:3000');
    const pretty = runningLine('http://localhost:3000', true);
    expect(withoutColours(pretty)).toBe('\n  ➜  Nahbar is running at http://localhost:3000\n');
    expect(pretty).toContain('\x1b[1m');
  });
});
