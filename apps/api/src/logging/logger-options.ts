import type { AppConfig } from '../config';
import { loggedUrl } from './logged-url';
import { createPrettyLines } from './pretty-lines';

/** What the request log writes of a request: Fastify's own fields, a search path without its words. */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number } | null;
}

export interface LoggerOptions {
  level: AppConfig['logLevel'];
  stream?: { write(line: string): void };
  serializers: { req(request: LoggedRequest): Record<string, unknown> };
}

const serializers: LoggerOptions['serializers'] = {
  req: (request) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * Fastify's logger: pino's JSON as it is, or through the readable formatter for a terminal.
 * `out` replaces stdout (tests read the log); without it pino writes to stdout its own way.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  out?: { write(text: string): unknown },
): LoggerOptions {
  if (config.logFormat === 'json') {
    return {
      level: config.logLevel,
      serializers,
      ...(out ? { stream: { write: (line: string) => void out.write(line) } } : {}),
    };
  }
  const lines = createPrettyLines({ colours: true });
  const target = out ?? process.stdout;
  return {
    level: config.logLevel,
    serializers,
    stream: {
      write(line) {
        const text = lines.format(line);
        if (text !== null) target.write(`${text}\n`);
      },
    },
  };
}
