import { en } from '@nahbar/contracts';
import type { Encoder } from '@trpc/client';

/** A frame no request is waiting for: tRPC's client passes it by. */
const IGNORED_FRAME = { id: null };

/**
 * tRPC's JSON encoder, except that a frame that is not JSON is reported (chat spec §8, 'Failed
 * to parse incoming message') and dropped instead of throwing inside the socket's handler. The
 * report goes to the console, for developers, so it stays in English.
 */
export function tolerantJsonEncoder(report: (text: string) => void = console.warn): Encoder {
  return {
    encode: (data) => JSON.stringify(data),
    decode: (data) => {
      if (typeof data !== 'string') {
        report(en.connection.parseFailed);
        return IGNORED_FRAME;
      }
      try {
        return JSON.parse(data);
      } catch {
        report(en.connection.parseFailed);
        return IGNORED_FRAME;
      }
    },
  };
}
