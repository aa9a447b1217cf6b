import { tracked } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { dataFrame, responseFrame } from './ws-frames';

const event = {
  type: 'new_message',
  message: { id: 'm1', content: 'Grüße "quoted" \\ text', sequenceId: 7 },
};

describe('tRPC WebSocket frames', () => {
  it('gives a tracked value the shape the client resumes from, the event encoded once', () => {
    for (const [id, jsonrpc] of [
      [3, undefined],
      ['x', '2.0'],
    ] as const) {
      const text = dataFrame(id, jsonrpc, tracked('7', event));
      expect(JSON.parse(String(text))).toEqual({
        id,
        ...(jsonrpc ? { jsonrpc } : {}),
        result: { type: 'data', id: '7', data: { id: '7', data: event } },
      });
    }
  });

  it('hands subscribers with the same request id and resume point the same bytes', () => {
    const shared = { type: 'user_typing', userId: 'u1', isTyping: true };
    const first = dataFrame(1, undefined, tracked('9', shared));
    expect(dataFrame(1, undefined, tracked('9', shared))).toBe(first);
    expect(dataFrame(2, undefined, tracked('9', shared))).not.toBe(first);
    expect(JSON.parse(String(dataFrame(1, undefined, tracked('10', shared))))).toMatchObject({
      result: { id: '10' },
    });
  });

  it('sends untracked values and every other answer as plain JSON', () => {
    expect(JSON.parse(String(dataFrame(1, undefined, { plain: true })))).toEqual({
      id: 1,
      result: { type: 'data', data: { plain: true } },
    });
    expect(JSON.parse(String(dataFrame(1, undefined, tracked('2', 'text'))))).toEqual({
      id: 1,
      result: { type: 'data', id: '2', data: { id: '2', data: 'text' } },
    });
    const stopped = { id: 4, result: { type: 'stopped' as const } };
    expect(responseFrame(stopped)).toBe(JSON.stringify(stopped));
  });
});
