import { CLOSE_CODE } from '@nahbar/contracts';
import {
  type AnyRouter,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  TRPCError,
} from '@trpc/server';
import type { TRPCClientOutgoingMessage } from '@trpc/server/rpc';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../errors';
import { endSocket } from '../realtime/end-socket';
import { FRAME_QUEUE_LIMIT, type FrameFlow, FrameQueue } from '../realtime/frame-queue';
import type { RefusalMeter } from '../realtime/refusal-meter';
import { sendOrDrop } from '../realtime/socket-writer';
import { tooManyCalls, tooManySubscriptions } from './caps';
import { type Call, readCalls, UNKNOWN_CALL, withLastEventId } from './ws-calls';
import { responseFrame } from './ws-frames';
import { SocketSubscriptions } from './ws-subscriptions';

export interface TrpcSocketOptions<TContext> {
  router: AnyRouter;
  /** Made once per connection; it must not hold on to the upgrade request. */
  context: Promise<TContext>;
  /** Asked before each frame and each call: false once the socket's session has ended. */
  isLive?: () => boolean;
  /**
   * Runs one call in its member's turn (realtime/member-turns.ts); by default at once. The call
   * may leave its turn before it ends (a pipelined send, below).
   */
  turns?: (task: (leaveTurn: () => void) => Promise<void>) => Promise<void>;
  /**
   * Mutations whose frame the socket need not see finished before it serves the next: once
   * one calls the `ordered` hook its context carries (`context`), its place among the member's
   * sends is fixed, and the rest of it (checks, the grouped write) overlaps the next frames;
   * `live` tells it whether the socket is still served. Any other frame waits until those have
   * finished.
   */
  pipelined?: {
    paths: ReadonlySet<string>;
    context: (ctx: TContext, hooks: { ordered: () => void; live: () => boolean }) => TContext;
  };
  /** The context the calls of one frame share, made from the connection's for each frame. */
  frameContext?: (ctx: TContext) => TContext;
  /** Subscriptions this socket may hold at once, and calls one frame may carry. */
  caps?: { subscriptionsPerSocket: number; callsPerBatch: number };
  /**
   * Counts the socket's calls refused for a rate limit; once it says too many, the socket is
   * closed with 1008 and its waiting frames are dropped unread, as on `/ws`.
   */
  refusals?: RefusalMeter;
  onError?: (error: TRPCError, path: string | undefined) => void;
}

/**
 * tRPC's WebSocket protocol, served here rather than by tRPC's adapter so that a room event
 * costs each subscriber less than a write: a subscription that returns an observable is fed by
 * plain calls, with no promise per event and subscriber (ws-subscriptions.ts), its frames reuse
 * the event's text (ws-frames.ts), and a connection's frames of one loop turn leave together
 * (realtime/socket-writer.ts). Procedures, middleware, input parsing and error shapes are
 * tRPC's own.
 *
 * Frames are served one after another through a bounded queue (realtime/frame-queue.ts); the
 * calls of one frame run together, each in its member's turn. A frame of a single send lets the
 * next in once its place among the member's sends is fixed (`pipelined`), so a member's sends
 * share grouped statements instead of waiting for one commit each. Once the session ends (or the
 * socket starts closing) nothing more is served, not even frames that were already waiting.
 */
export function serveTrpcSocket<TContext>(socket: WebSocket, options: TrpcSocketOptions<TContext>): void {
  const connection = new TrpcConnection(socket, options);
  socket.on('message', (data: RawData, isBinary: boolean) => connection.received(data, isBinary));
  // `on`, not `once`: a WebSocket emits 'close' once, and `once` would keep a wrapper per socket.
  socket.on('close', () => connection.closed());
}

/**
 * One socket's state. A class, its steps on the prototype: an idle socket holds one object here,
 * not a closure per step (docs/benchmarks.md, sockets: what each of 20,000 idle sockets costs).
 */
class TrpcConnection<TContext> {
  private readonly caps: { subscriptionsPerSocket: number; callsPerBatch: number };
  /** Subscriptions of the frame being served that are still starting (not yet running). */
  private starting = 0;
  private ctx: TContext | undefined;
  private readonly subscriptions: SocketSubscriptions;
  private readonly queue: FrameQueue;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: TrpcSocketOptions<TContext>,
  ) {
    this.caps = options.caps ?? UNCAPPED;
    this.subscriptions = new SocketSubscriptions(this);
    this.queue = new FrameQueue(socket, { limit: FRAME_QUEUE_LIMIT, onError: (cause) => this.failed(cause) });
  }

  received(data: RawData, isBinary: boolean): void {
    // Checked on every frame: a socket whose session ended serves nothing more.
    if (!this.isLive()) return;
    const text = isBinary ? '' : data.toString();
    // The client's keep-alive, answered at once even while frames wait.
    if (text === 'PING') this.send('PONG');
    else if (text !== 'PONG') this.queue.push((flow) => this.serve(text, flow));
  }

  closed(): void {
    this.queue.clear();
    this.subscriptions.stopAll();
  }

  /** The frame queue's failures: a frame that could not be served. */
  failed(cause: unknown): void {
    this.fail(UNKNOWN_CALL, getTRPCErrorFromUnknown(cause));
  }

  isLive(): boolean {
    return this.socket.readyState === this.socket.OPEN && (this.options.isLive?.() ?? true);
  }

  /** Shared frames are bytes; tRPC's protocol is JSON text, so they go out as text frames. */
  send(frame: string | Buffer): void {
    sendOrDrop(this.socket, frame, 'trpc');
  }

  fail(call: Call, cause: unknown): void {
    const { socket, options } = this;
    const error = getTRPCErrorFromUnknown(cause);
    options.onError?.(error, call.path);
    const shape = getTRPCErrorShape({
      config: options.router._def._config,
      error,
      type: call.type,
      path: call.path,
      input: call.input,
      ctx: this.ctx,
    });
    this.send(responseFrame({ id: call.id, jsonrpc: call.jsonrpc, error: shape }));
    // Calling on and on while told to wait is abuse, not a busy member: the socket ends, and
    // the rest of its burst is not even parsed (that is the cost a flood puts on everyone).
    if (toldToWait(error) && socket.readyState === socket.OPEN && options.refusals?.record()) {
      this.queue.clear();
      endSocket(socket, CLOSE_CODE.POLICY_VIOLATION, 'Rate limit exceeded');
    }
  }

  /** The frame's own context, made from the connection's once its first call needs it. */
  private framed(): (base: TContext) => TContext {
    let made: TContext | undefined;
    return (base: TContext): TContext => {
      made ??= this.options.frameContext?.(base) ?? base;
      return made;
    };
  }

  private async handle(
    message: TRPCClientOutgoingMessage,
    batchIndex: number,
    frameCtx: (base: TContext) => TContext,
    ordered?: () => void,
  ): Promise<void> {
    const { options, subscriptions, caps } = this;
    const call: Call = { id: message.id, jsonrpc: message.jsonrpc, path: undefined, type: 'unknown' };
    if (message.id === null) {
      return this.fail(call, new TRPCError({ code: 'PARSE_ERROR', message: '`id` is required' }));
    }
    if (message.method === 'subscription.stop') return subscriptions.stop(message.id, message.jsonrpc);
    const { path, lastEventId } = message.params;
    const input = withLastEventId(message.params.input, lastEventId);
    Object.assign(call, { path, type: message.method, input });
    const isSubscription = message.method === 'subscription';
    try {
      if (isSubscription && subscriptions.has(message.id)) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: `Duplicate id ${message.id}` });
      }
      if (isSubscription && subscriptions.size + this.starting >= caps.subscriptionsPerSocket) {
        throw tooManySubscriptions(caps.subscriptionsPerSocket);
      }
      if (isSubscription) this.starting += 1;
      const ctx = await options.context;
      this.ctx = ctx;
      const callCtx = frameCtx(ctx);
      // The session may have ended while this call waited for its turn.
      if (!this.isLive()) return;
      const abort = new AbortController();
      const result = await callTRPCProcedure({
        router: options.router,
        path,
        getRawInput: async () => input,
        ctx:
          ordered && options.pipelined
            ? options.pipelined.context(callCtx, { ordered, live: () => this.isLive() })
            : callCtx,
        type: message.method,
        signal: abort.signal,
        batchIndex,
      });
      if (message.method !== 'subscription') {
        this.send(
          responseFrame({ id: call.id, jsonrpc: call.jsonrpc, result: { type: 'data', data: result } }),
        );
        return;
      }
      if (!this.isLive()) return abort.abort();
      subscriptions.follow(call, result, abort);
    } catch (cause) {
      this.fail(call, cause);
    } finally {
      if (isSubscription) this.starting -= 1;
    }
  }

  private isPipelined(message: TRPCClientOutgoingMessage): boolean {
    return message.method === 'mutation' && !!this.options.pipelined?.paths.has(message.params.path);
  }

  /** One frame's calls, together; each waits for its member's turn. */
  private async serve(text: string, flow: FrameFlow): Promise<void> {
    if (!this.isLive()) return;
    const { options, caps } = this;
    let messages: TRPCClientOutgoingMessage[] | null;
    try {
      messages = readCalls(text, options.router);
    } catch (cause) {
      this.fail(UNKNOWN_CALL, new TRPCError({ code: 'PARSE_ERROR', cause }));
      return;
    }
    if (!messages) return;
    if (messages.length > caps.callsPerBatch) {
      // None of them runs: the client learns why for each id it is waiting on.
      const refusal = tooManyCalls(caps.callsPerBatch);
      for (const { id, jsonrpc } of messages)
        this.fail({ id, jsonrpc, path: undefined, type: 'unknown' }, refusal);
      return;
    }
    const run = options.turns ?? ((task: (leaveTurn: () => void) => Promise<void>) => task(() => {}));
    const [only] = messages;
    const frameCtx = this.framed();
    if (messages.length === 1 && only && this.isPipelined(only)) {
      await run((leaveTurn) =>
        this.handle(only, 0, frameCtx, () => {
          leaveTurn();
          flow.goAhead();
        }),
      );
      return;
    }
    // Anything else comes after the sends before it, as it would without pipelining.
    await flow.settled();
    await Promise.all(messages.map((message, index) => run(() => this.handle(message, index, frameCtx))));
  }
}

const UNCAPPED = { subscriptionsPerSocket: Infinity, callsPerBatch: Infinity };

/** A rate limit's refusal, which names the wait (a cap's refusal does not: waiting would not help). */
function toldToWait(error: TRPCError): boolean {
  return error.cause instanceof AppError && error.cause.extra.retryAfter !== undefined;
}
