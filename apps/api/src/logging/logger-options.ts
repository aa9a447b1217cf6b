import type { AppConfig } from '../config';
import { createPrettyLines } from './pretty-lines';

export interface LoggerOptions {
  level: AppConfig['logLevel'];
  stream?: { write(line: string): void };
}

/** Fastify's logger: pino's JSON as it is, or through the readable formatter for a terminal. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  out: { write(text: string): unknown } = process.stdout,
): LoggerOptions {
  if (config.logFormat === 'json') return { level: config.logLevel };
  const lines = createPrettyLines({ colours: true });
  return {
    level: config.logLevel,
    stream: {
      write(line) {
        const text = lines.format(line);
        if (text !== null) out.write(`${text}\n`);
      },
    },
  };
}
