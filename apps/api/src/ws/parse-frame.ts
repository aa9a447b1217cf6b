import {
  englishOfIssue,
  TEXT,
  type TWsClientFrame,
  WS_CLIENT_FRAME_TYPES,
  ZWsClientFrame,
} from '@nahbar/contracts';
import type { RawData } from 'ws';

export type ParsedFrame = { ok: true; frame: TWsClientFrame } | { ok: false; message: string };

const KNOWN_TYPES = new Set<string>(WS_CLIENT_FRAME_TYPES);

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** A client frame, or the words of the `error` frame that answers it. */
export function parseFrame(data: RawData): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(textOf(data));
  } catch {
    return { ok: false, message: TEXT.live.invalidJson };
  }
  if (typeof value !== 'object' || value === null || !('type' in value) || typeof value.type !== 'string') {
    return { ok: false, message: TEXT.live.invalidFrame };
  }
  if (!KNOWN_TYPES.has(value.type)) return { ok: false, message: TEXT.live.unknownFrameType(value.type) };
  const result = ZWsClientFrame.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0]?.message;
    return { ok: false, message: first === undefined ? TEXT.live.invalidFrame : englishOfIssue(first) };
  }
  return { ok: true, frame: result.data };
}
