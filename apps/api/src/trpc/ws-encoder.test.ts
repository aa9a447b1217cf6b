import { describe, expect, it } from 'vitest';
import { sharedEventEncoder } from './ws-encoder';

const event = {
  type: 'new_message',
  message: { id: 'm1', content: 'Grüße "quoted" \\ text', sequenceId: 7 },
};

describe('sharedEventEncoder', () => {
  it('encodes tracked events as JSON.stringify would, the event once for all subscribers', () => {
    const forOne = {
      id: 3,
      jsonrpc: undefined,
      result: { type: 'data', data: { id: '7', data: event }, id: '7' },
    };
    const forOther = {
      id: 'x',
      jsonrpc: '2.0',
      result: { type: 'data', data: { id: '7', data: event }, id: '7' },
    };
    for (const envelope of [forOne, forOther]) {
      const text = sharedEventEncoder.encode(envelope);
      expect(JSON.parse(String(text))).toEqual(JSON.parse(JSON.stringify(envelope)));
    }
  });

  it('leaves every other message to JSON.stringify', () => {
    const others = [
      { id: 1, result: { type: 'started' } },
      { id: 1, result: { type: 'data', data: { plain: true } } },
      { id: null, error: { message: 'Parse error', code: -32700 } },
      { id: 2, result: { type: 'data', id: '1', data: { id: '1', data: event, extra: 1 } } },
    ];
    for (const message of others) expect(sharedEventEncoder.encode(message)).toBe(JSON.stringify(message));
  });

  it('decodes JSON text', () => {
    expect(sharedEventEncoder.decode('{"id":1}')).toEqual({ id: 1 });
    expect(() => sharedEventEncoder.decode(new Uint8Array([1]))).toThrow();
  });
});
