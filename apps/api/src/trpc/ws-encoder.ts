import type { Encoder } from '@trpc/server/adapters/ws';

const encodedEvents = new WeakMap<object, string>();

type Envelope = {
  id: string | number | null;
  jsonrpc?: string;
  result: { type: 'data'; id: string; data: { id: string; data: object } };
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function hasOnlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && own.every((key) => keys.includes(key));
}

/** A tracked subscription message whose event is a plain object: the fan-out case. */
function isTrackedEvent(data: unknown): data is Envelope {
  if (!isRecord(data) || !isRecord(data.result) || !('id' in data)) return false;
  if (!Object.keys(data).every((key) => key === 'id' || key === 'jsonrpc' || key === 'result')) return false;
  const { result } = data;
  if (result.type !== 'data' || typeof result.id !== 'string' || !isRecord(result.data)) return false;
  if (!hasOnlyKeys(result, ['type', 'data', 'id'])) return false;
  const tracked = result.data;
  return hasOnlyKeys(tracked, ['id', 'data']) && tracked.id === result.id && isRecord(tracked.data);
}

/**
 * The tRPC WebSocket encoding, JSON as usual, but a room event that goes to many
 * subscribers is serialised once: every subscriber of a room receives the same event
 * object, and only the small envelope around it differs.
 */
export const sharedEventEncoder: Encoder = {
  encode(data) {
    if (!isTrackedEvent(data)) return JSON.stringify(data);
    const event = data.result.data.data;
    let body = encodedEvents.get(event);
    if (body === undefined) {
      body = JSON.stringify(event);
      encodedEvents.set(event, body);
    }
    const id = JSON.stringify(data.result.id);
    const jsonrpc = data.jsonrpc === undefined ? '' : `,"jsonrpc":${JSON.stringify(data.jsonrpc)}`;
    return `{"id":${JSON.stringify(data.id)}${jsonrpc},"result":{"type":"data","id":${id},"data":{"id":${id},"data":${body}}}}`;
  },
  decode(data) {
    if (typeof data !== 'string') throw new Error('tRPC frames are JSON text');
    return JSON.parse(data);
  },
};
