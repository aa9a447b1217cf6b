import { isTrackedEnvelope } from '@trpc/server';

/** The id a request carries, echoed on every frame that answers it. */
export type RequestId = string | number | null;

/** The JSON text of a room event, made once however many subscribers receive it. */
const encodedEvents = new WeakMap<object, string>();

function encodedEvent(event: object): string {
  let text = encodedEvents.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    encodedEvents.set(event, text);
  }
  return text;
}

function head(id: RequestId, jsonrpc: '2.0' | undefined): string {
  const version = jsonrpc === undefined ? '' : ',"jsonrpc":"2.0"';
  return `{"id":${JSON.stringify(id)}${version}`;
}

/**
 * The frame of one subscription value, as tRPC's WebSocket protocol has it. A `tracked`
 * value becomes `{ type: 'data', id, data: { id, data } }`, the shape the client reads its
 * resume point from; the event inside is encoded once for all subscribers of a room, since
 * the feed hands each of them the same object.
 */
export function dataFrame(id: RequestId, jsonrpc: '2.0' | undefined, value: unknown): string {
  if (isTrackedEnvelope(value)) {
    const [trackedId, event] = value;
    const body = typeof event === 'object' && event !== null ? encodedEvent(event) : JSON.stringify(event);
    const eventId = JSON.stringify(trackedId);
    return `${head(id, jsonrpc)},"result":{"type":"data","id":${eventId},"data":{"id":${eventId},"data":${body ?? 'null'}}}}`;
  }
  return responseFrame({ id, jsonrpc, result: { type: 'data', data: value } });
}

/** An answer to a request: started, stopped, a query's result, an error. */
export type ResponseMessage = { id: RequestId; jsonrpc?: '2.0' | undefined } & (
  | { result: { type: 'started' | 'stopped' } | { type: 'data'; data: unknown } }
  | { error: unknown }
);

/** Any other frame: started, stopped, a query's result, an error. */
export function responseFrame(message: ResponseMessage): string {
  return JSON.stringify(message);
}
