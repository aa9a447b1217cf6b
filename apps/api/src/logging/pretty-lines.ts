/**
 * Turns pino's JSON log lines into short lines a person reads in a terminal. Only used when
 * stdout is a terminal (see config.ts); pipes, CI and production keep the JSON.
 */

const ANSI = { reset: '\x1b[0m', bold: '\x1b[1m', dim: '\x1b[2m', underline: '\x1b[4m' } as const;
const COLOUR = { red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', blue: '\x1b[34m', grey: '\x1b[90m' };

const LEVELS: Record<number, { label: string; colour: string }> = {
  10: { label: 'TRACE', colour: COLOUR.grey },
  20: { label: 'DEBUG', colour: COLOUR.blue },
  30: { label: 'INFO ', colour: COLOUR.green },
  40: { label: 'WARN ', colour: COLOUR.yellow },
  50: { label: 'ERROR', colour: COLOUR.red },
  60: { label: 'FATAL', colour: COLOUR.red },
};

// pino's own fields and the ones written into the line itself; the rest follow as key=value.
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'err',
  'req',
  'res',
  'responseTime',
  'reqId',
]);
// Requests whose completion is still to come; bounded so that ones that never complete
// (upgraded sockets, say) cannot pile up.
const MAX_OPEN_REQUESTS = 1000;

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

export interface PrettyLines {
  /** The text to print for one JSON line, or null for a line folded into a later one. */
  format(line: string): string | null;
}

export function createPrettyLines(options: { colours: boolean }): PrettyLines {
  const paint = (codes: string, text: string) => (options.colours ? `${codes}${text}${ANSI.reset}` : text);
  const openRequests = new Map<string, string>();

  function describeRequest(record: LogRecord): string | undefined {
    if (record.req?.method) return `${record.req.method} ${record.req.url ?? ''}`;
    return record.reqId ? openRequests.get(record.reqId) : undefined;
  }

  function message(record: LogRecord): string {
    if (record.msg === 'request completed' && record.res) {
      const request = describeRequest(record) ?? 'request';
      if (record.reqId) openRequests.delete(record.reqId);
      const status = record.res.statusCode ?? 0;
      const statusColour = status >= 500 ? COLOUR.red : status >= 400 ? COLOUR.yellow : COLOUR.green;
      const took =
        record.responseTime === undefined ? '' : paint(ANSI.dim, ` ${record.responseTime.toFixed(1)} ms`);
      return `${request} ${paint(statusColour, String(status))}${took}`;
    }
    const request = describeRequest(record);
    return request ? `${record.msg ?? ''} ${paint(ANSI.dim, `(${request})`)}` : (record.msg ?? '');
  }

  return {
    format(line) {
      let record: LogRecord;
      try {
        record = JSON.parse(line) as LogRecord;
      } catch {
        return line.trimEnd();
      }
      if (typeof record !== 'object' || record === null) return line.trimEnd();
      if (record.msg === 'incoming request' && record.reqId && record.req?.method) {
        if (openRequests.size >= MAX_OPEN_REQUESTS) {
          const oldest = openRequests.keys().next().value;
          if (oldest !== undefined) openRequests.delete(oldest);
        }
        openRequests.set(record.reqId, `${record.req.method} ${record.req.url ?? ''}`);
        return null;
      }
      const level = LEVELS[record.level ?? 30] ?? { label: 'LOG  ', colour: '' };
      const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
      const extras = Object.entries(record)
        .filter(([key]) => !SHOWN.has(key))
        .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      let text = `${paint(ANSI.dim, time)} ${paint(level.colour, level.label)} ${message(record)}`;
      if (extras.length > 0) text += `  ${paint(ANSI.dim, extras.join(' '))}`;
      const err = record.err;
      if (err) {
        const detail = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
        text += `\n${detail.replace(/^/gm, '    ')}`;
      }
      return text;
    },
  };
}

/** The line that says where to open the app: it has to stand out among the logs above it. */
export function runningLine(origin: string, pretty: boolean): string {
  if (!pretty) return `Nahbar is running at ${origin}`;
  const lead = `${ANSI.bold}${COLOUR.green}`;
  return `\n  ${lead}➜  Nahbar is running at ${ANSI.underline}${origin}${ANSI.reset}\n`;
}
