import { isTrackedEnvelope } from '@trpc/server';

/** The id a request carries, echoed on every frame that answers it. */
export type RequestId = string | number | null;

/** An answer to a request: started, stopped, a query's or a subscription's data, an error. */
export type ResponseMessage = { id: RequestId; jsonrpc?: '2.0' | undefined } & (
  | { result: { type: 'started' | 'stopped' } | { type: 'data'; id?: string; data: unknown } }
  | { error: unknown }
);

/** Every frame made of one room event: its JSON text, and the finished frames by envelope. */
interface EncodedEvent {
  text: string;
  frames: Map<string, Buffer>;
}

const encodedEvents = new WeakMap<object, EncodedEvent>();

function encodedEvent(event: object): EncodedEvent {
  let encoded = encodedEvents.get(event);
  if (!encoded) {
    encoded = { text: JSON.stringify(event), frames: new Map() };
    encodedEvents.set(event, encoded);
  }
  return encoded;
}

/**
 * The frame of one subscription value, as tRPC's WebSocket protocol has it. A `tracked`
 * value becomes `{ type: 'data', id, data: { id, data } }`, the shape the client reads its
 * resume point from. A room's feed hands every subscriber the same event object, so the event
 * is encoded once; and subscribers whose subscription has the same request id (tRPC's client
 * numbers them from 1 on each connection, so most do) and the same resume point get the very
 * same bytes.
 */
export function dataFrame(id: RequestId, jsonrpc: '2.0' | undefined, value: unknown): Buffer | string {
  if (!isTrackedEnvelope(value)) return responseFrame({ id, jsonrpc, result: { type: 'data', data: value } });
  const [trackedId, event] = value;
  if (typeof event !== 'object' || event === null) {
    return responseFrame({
      id,
      jsonrpc,
      result: { type: 'data', id: trackedId, data: { id: trackedId, data: event } },
    });
  }
  const encoded = encodedEvent(event);
  const key = `${JSON.stringify(id)}${jsonrpc ?? ''}:${trackedId}`;
  let frame = encoded.frames.get(key);
  if (!frame) {
    const eventId = JSON.stringify(trackedId);
    const version = jsonrpc === undefined ? '' : ',"jsonrpc":"2.0"';
    frame = Buffer.from(
      `{"id":${JSON.stringify(id)}${version},"result":{"type":"data","id":${eventId},"data":{"id":${eventId},"data":${encoded.text}}}}`,
    );
    encoded.frames.set(key, frame);
  }
  return frame;
}

/** Any other frame: started, stopped, a query's result, an error. */
export function responseFrame(message: ResponseMessage): string {
  return JSON.stringify(message);
}
