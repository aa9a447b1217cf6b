import { WS_CLIENT_FRAME_TYPES } from '@nahbar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileBody, hostileJson, hostileString, jsonText } from '../../test/hostile-values';
import { type ParsedFrame, parseFrame } from './parse-frame';

const RUNS = 200;
const ROOM_ID = '00000000-0000-4000-8000-000000000000';
const FIELDS = ['userId', 'roomId', 'lastSequenceId', 'content', 'isTyping', 'timestamp', 'messageType'];

/** Parses without throwing; a refusal has words to send back, a frame a known type. */
function expectAnswer(parsed: ParsedFrame): void {
  if (parsed.ok) {
    expect(WS_CLIENT_FRAME_TYPES).toContain(parsed.frame.type);
  } else {
    expect(typeof parsed.message).toBe('string');
    expect(parsed.message.trim()).not.toBe('');
  }
}

describe('the /ws frame parser', () => {
  it('answers any bytes, as one buffer, an ArrayBuffer or fragments, without throwing', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(3), (bytes, split) => {
        const buffer = Buffer.from(bytes);
        const arrayBuffer = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length);
        const cut = Math.min(split * 7, buffer.length);
        for (const data of [buffer, arrayBuffer, [buffer.subarray(0, cut), buffer.subarray(cut)]]) {
          expectAnswer(parseFrame(data));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any text and any JSON value without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          hostileJson.map((value) => jsonText(value)),
        ),
        (text) => {
          expectAnswer(parseFrame(Buffer.from(text, 'utf8')));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('answers frames of every type with fields of any kind, refusing with words', () => {
    const frame = fc
      .tuple(fc.constantFrom(...WS_CLIENT_FRAME_TYPES, 'dance', ''), hostileBody(FIELDS), fc.nat(10))
      .map(([type, fields, pick]) => jsonText({ ...fields, type }, pick));
    fc.assert(
      fc.property(frame, (text) => expectAnswer(parseFrame(Buffer.from(text, 'utf8')))),
      { numRuns: RUNS },
    );
  });

  it('refuses NUL bytes and lone surrogates in ids and texts', () => {
    const poisoned = fc.constantFrom('\u0000', 'a\u0000', '\ud800', 'x\udfff');
    fc.assert(
      fc.property(poisoned, fc.constantFrom('userId', 'roomId'), (value, field) => {
        const frame = { type: 'join', roomId: ROOM_ID, [field]: value };
        const parsed = parseFrame(Buffer.from(JSON.stringify(frame)));
        expect(parsed.ok).toBe(false);
        expectAnswer(parsed);
      }),
    );
  });

  it('still reads well-formed frames', () => {
    expect(parseFrame(Buffer.from(JSON.stringify({ type: 'join', roomId: ROOM_ID })))).toMatchObject({
      ok: true,
    });
    expect(parseFrame(Buffer.from('{"type":"ping","timestamp":5}'))).toEqual({
      ok: true,
      frame: { type: 'ping', timestamp: 5 },
    });
  });
});
