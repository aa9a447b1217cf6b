/** One message as its client made it: the id it resends it under, and its text. */
export interface Outgoing {
  clientMessageId: string;
  content: string;
}

/** What acknowledged a send: the stored message's id and place in the room. */
export interface Ack {
  id: string;
  sequenceId: number;
}

/** Sends one message over some transport; its answer comes back through the outbox. */
export type SendOne = (message: Outgoing) => void;

/**
 * A member's client: its messages, a window of sends in flight, and what each send got back.
 * It sends until halted (its connection died), then, on a new connection, resends every
 * message that no answer acknowledged, under the same client id, as an offline queue does.
 */
export class Outbox {
  readonly messages: Outgoing[];
  /** The first acknowledgement each message got. */
  readonly acks = new Map<string, Ack>();
  /** Acknowledgements that named another stored message than an earlier one for the same id. */
  readonly conflicts: string[] = [];
  private readonly inFlight = new Set<string>();
  private queue: Outgoing[] = [];
  private send: SendOne | undefined;
  private allAcked: () => void = () => {};
  private failed: (error: Error) => void = () => {};
  /**
   * Every message acknowledged; rejects at the first refusal or failure while connected (a
   * resend that errs would otherwise leave its message unsent, and the test waiting).
   */
  readonly settled: Promise<void>;

  constructor(
    label: string,
    count: number,
    private readonly window: number,
    private readonly onAck: () => void = () => {},
  ) {
    this.messages = Array.from({ length: count }, (_, i) => ({
      clientMessageId: `${label}-${i}`,
      content: `${label} says ${i}`,
    }));
    this.settled = new Promise((done, fail) => {
      this.allAcked = done;
      this.failed = fail;
    });
    // Awaited or raced by the test; a failure after it gave up is not an unhandled one.
    this.settled.catch(() => {});
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /** Starts (or, after a crash, resumes) sending over `send`: every message not acknowledged. */
  start(send: SendOne): void {
    this.send = send;
    this.inFlight.clear();
    this.queue = this.messages.filter((m) => !this.acks.has(m.clientMessageId));
    this.pump();
  }

  /**
   * The connection is gone: nothing more is sent, and answers still under way are lost with
   * it, so what is in flight stays unacknowledged.
   */
  halt(): void {
    this.send = undefined;
  }

  acknowledge(clientMessageId: string, stored: Ack): void {
    if (!this.send) return;
    const ack = { id: stored.id, sequenceId: stored.sequenceId };
    const earlier = this.acks.get(clientMessageId);
    if (earlier && (earlier.id !== ack.id || earlier.sequenceId !== ack.sequenceId)) {
      this.conflicts.push(`${clientMessageId}: ${JSON.stringify(earlier)} then ${JSON.stringify(ack)}`);
    }
    if (!earlier) this.acks.set(clientMessageId, ack);
    this.inFlight.delete(clientMessageId);
    if (this.acks.size === this.messages.length) this.allAcked();
    this.onAck();
    this.pump();
  }

  /** A send that failed: an error while connected, expected once the connection is gone. */
  fail(clientMessageId: string, error: string): void {
    this.inFlight.delete(clientMessageId);
    if (this.send) this.failed(new Error(`${clientMessageId} failed: ${error}`));
  }

  /** A refusal the transport cannot tie to one message (a `/ws` `error` frame). */
  refused(error: string): void {
    if (this.send) this.failed(new Error(`refused: ${error}`));
  }

  private pump(): void {
    while (this.send && this.inFlight.size < this.window) {
      const next = this.queue.shift();
      if (!next) return;
      this.inFlight.add(next.clientMessageId);
      this.send(next);
    }
  }
}
