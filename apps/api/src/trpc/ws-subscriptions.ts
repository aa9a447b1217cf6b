import { TRPCError } from '@trpc/server';
import { isObservable, type Unsubscribable } from '@trpc/server/observable';
import type { Call } from './ws-calls';
import { dataFrame, type RequestId, responseFrame } from './ws-frames';

/** The socket the subscriptions write to. */
export interface SubscribedSocket {
  send(frame: string | Buffer): void;
  /** Answers a call with its error (a subscription that failed ends with one). */
  fail(call: Call, cause: unknown): void;
}

/**
 * The subscriptions one tRPC socket holds, by request id, each fed to the socket until it ends
 * or is stopped. One that returns an observable is fed by plain calls, with no promise per event
 * and subscriber; an async iterable (a generator) by a loop of its own.
 */
export class SocketSubscriptions {
  private readonly running = new Map<RequestId, Unsubscribable>();

  constructor(private readonly socket: SubscribedSocket) {}

  send(frame: string | Buffer): void {
    this.socket.send(frame);
  }

  get size(): number {
    return this.running.size;
  }

  has(id: RequestId): boolean {
    return this.running.has(id);
  }

  /** Ends a subscription; the client hears of it when it asked for the stop itself. */
  stop(id: RequestId, jsonrpc?: '2.0'): void {
    const running = this.running.get(id);
    if (!running) return;
    this.running.delete(id);
    running.unsubscribe();
    this.send(responseFrame({ id, jsonrpc, result: { type: 'stopped' } }));
  }

  stopAll(): void {
    for (const id of [...this.running.keys()]) this.stop(id);
  }

  /** Feeds a subscription's values to the socket until it ends or is stopped. */
  follow(call: Call, result: unknown, abort: AbortController): void {
    const { id, jsonrpc } = call;
    if (this.running.has(id)) {
      abort.abort();
      throw new TRPCError({ code: 'BAD_REQUEST', message: `Duplicate id ${id}` });
    }
    if (isObservable(result)) {
      const observer = new SocketObserver(this, call, abort);
      this.running.set(id, observer);
      this.send(responseFrame({ id, jsonrpc, result: { type: 'started' } }));
      observer.subscription = result.subscribe(observer);
      return;
    }
    if (!isAsyncIterable(result)) {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `${call.path} is not a subscription` });
    }
    const iterator = result[Symbol.asyncIterator]();
    // A generator waiting for its next value ends through the procedure's signal.
    this.running.set(id, {
      unsubscribe: () => {
        abort.abort();
        void iterator.return?.();
      },
    });
    this.send(responseFrame({ id, jsonrpc, result: { type: 'started' } }));
    void (async () => {
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done || !this.running.has(id)) break;
          this.send(dataFrame(id, jsonrpc, next.value));
        }
        this.ended(call);
      } catch (cause) {
        this.failed(call, cause);
      }
    })();
  }

  /** The procedure ended its subscription itself. */
  ended({ id, jsonrpc }: Call): void {
    if (!this.running.has(id)) return;
    this.running.delete(id);
    this.send(responseFrame({ id, jsonrpc, result: { type: 'stopped' } }));
  }

  failed(call: Call, cause: unknown): void {
    this.running.delete(call.id);
    this.socket.fail(call, cause);
  }
}

/**
 * Feeds an observable's values to the socket. One object per subscription, its methods on the
 * prototype: a socket holds its subscriptions for its whole life, and a room's readers are many.
 */
class SocketObserver implements Unsubscribable {
  subscription: Unsubscribable | undefined;

  constructor(
    private readonly owner: SocketSubscriptions,
    private readonly call: Call,
    private readonly abort: AbortController,
  ) {}

  next(value: unknown): void {
    this.owner.send(dataFrame(this.call.id, this.call.jsonrpc, value));
  }

  error(cause: unknown): void {
    this.owner.failed(this.call, cause);
  }

  complete(): void {
    this.owner.ended(this.call);
  }

  unsubscribe(): void {
    this.abort.abort();
    this.subscription?.unsubscribe();
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
