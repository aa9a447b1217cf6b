import { textRef } from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { tolerantJsonEncoder } from './tolerant-encoder';

describe('tolerantJsonEncoder', () => {
  it('encodes and decodes JSON like tRPC does', () => {
    const encoder = tolerantJsonEncoder();
    expect(encoder.encode({ id: 1, method: 'subscription' })).toBe('{"id":1,"method":"subscription"}');
    expect(encoder.decode('{"id":1,"result":{"type":"data"}}')).toEqual({ id: 1, result: { type: 'data' } });
  });

  it('reports a frame that is not JSON and hands on one nobody waits for', () => {
    const report = vi.fn();
    const encoder = tolerantJsonEncoder(report);
    expect(encoder.decode('{broken')).toEqual({ id: null });
    expect(encoder.decode(new Uint8Array([1, 2]))).toEqual({ id: null });
    expect(report).toHaveBeenCalledWith(textRef('connection.parseFailed'));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
