import { type TextRef, textRef } from '@nahbar/contracts';
import type { Encoder } from '@trpc/client';
import { consoleText } from '../../../i18n/locale-store';

/** A frame no request is waiting for: tRPC's client passes it by. */
const IGNORED_FRAME = { id: null };
const PARSE_FAILED = textRef('connection.parseFailed');

function warnInConsole(problem: TextRef): void {
  console.warn(consoleText(problem));
}

/**
 * tRPC's JSON encoder, except that a frame that is not JSON is reported (chat spec §8, 'Failed
 * to parse incoming message') and dropped instead of throwing inside the socket's handler. The
 * report goes to the console, for developers.
 */
export function tolerantJsonEncoder(report: (problem: TextRef) => void = warnInConsole): Encoder {
  return {
    encode: (data) => JSON.stringify(data),
    decode: (data) => {
      if (typeof data !== 'string') {
        report(PARSE_FAILED);
        return IGNORED_FRAME;
      }
      try {
        return JSON.parse(data);
      } catch {
        report(PARSE_FAILED);
        return IGNORED_FRAME;
      }
    },
  };
}
