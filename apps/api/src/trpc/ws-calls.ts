import type { AnyRouter } from '@trpc/server';
import { parseTRPCMessage, type TRPCClientOutgoingMessage } from '@trpc/server/rpc';
import type { RequestId } from './ws-frames';

type ProcedureType = 'query' | 'mutation' | 'subscription';

/** One call of a frame, as its answers (and errors) name it. */
export interface Call {
  id: RequestId;
  jsonrpc: '2.0' | undefined;
  path: string | undefined;
  type: ProcedureType | 'unknown';
  input?: unknown;
}

/** A frame that could not be read names no call. */
export const UNKNOWN_CALL: Call = { id: null, jsonrpc: undefined, path: undefined, type: 'unknown' };

/**
 * The calls of one frame (a single message or a batch), read as tRPC's adapter reads them;
 * null for the client's connection parameters, which are ignored: identity comes from the
 * session cookie only. Throws when the frame cannot be read.
 */
export function readCalls(text: string, router: AnyRouter): TRPCClientOutgoingMessage[] | null {
  const parsed: unknown = JSON.parse(text);
  if (isConnectionParams(parsed)) return null;
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((raw) => parseTRPCMessage(raw, router._def._config.transformer));
}

/** The client's resume point reaches the procedure as part of its input, as in tRPC's adapter. */
export function withLastEventId(input: unknown, lastEventId: string | undefined): unknown {
  if (lastEventId === undefined) return input;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) return { ...input, lastEventId };
  return input ?? { lastEventId };
}

function isConnectionParams(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && 'method' in value && value.method === 'connectionParams'
  );
}
