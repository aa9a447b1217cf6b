import type { TMessage } from '@nahbar/contracts';
import type { Ack, Outbox } from './crash-outbox';

/** A message the server announced, so committed, before it was killed. */
export interface Announced extends Ack {
  clientMessageId: string | null | undefined;
}

/**
 * When the server dies, defined by events, not time. Once `cutAfter` sends have been answered,
 * the senders' connections go dead (nothing more sent, later answers lost), with many sends in
 * flight. The server goes on storing those; once a watcher in the room has seen `unanswered` of
 * them committed (or all, if fewer were in flight), it is killed. So some messages die
 * unanswered yet stored, others in flight: the two cases a resend must get right.
 */
export class CrashTrigger {
  /** Every message the watcher saw announced before the kill, by id. */
  readonly announced = new Map<string, Announced>();
  readonly outboxes: Outbox[] = [];
  /** Answers and sends in flight at the cut. */
  acksAtCut = 0;
  inFlightAtCut = 0;
  private answeredAtCut: ReadonlySet<string> | undefined;
  private storedUnanswered = 0;
  private killed = false;

  constructor(
    private readonly cutAfter: number,
    private readonly unanswered: number,
    private readonly kill: () => void,
  ) {}

  /** Told of every answer a sender got. */
  onAck = (): void => {
    if (this.answeredAtCut) return;
    const answered = this.outboxes.flatMap((outbox) => [...outbox.acks.keys()]);
    if (answered.length < this.cutAfter) return;
    for (const outbox of this.outboxes) outbox.halt();
    this.answeredAtCut = new Set(answered);
    this.acksAtCut = answered.length;
    this.inFlightAtCut = this.outboxes.reduce((sum, outbox) => sum + outbox.inFlightCount, 0);
    for (const message of this.announced.values()) this.count(message);
    this.check();
  };

  /** Told of every message the watcher saw. */
  onAnnounced = (message: TMessage): void => {
    if (this.killed || this.announced.has(message.id)) return;
    const announced = {
      id: message.id,
      sequenceId: message.sequenceId,
      clientMessageId: message.clientMessageId,
    };
    this.announced.set(message.id, announced);
    if (this.answeredAtCut) this.count(announced);
    this.check();
  };

  private count(message: Announced): void {
    const answered = message.clientMessageId ? this.answeredAtCut?.has(message.clientMessageId) : true;
    if (!answered) this.storedUnanswered += 1;
  }

  private check(): void {
    if (this.killed || !this.answeredAtCut) return;
    if (this.storedUnanswered < Math.min(this.unanswered, this.inFlightAtCut)) return;
    this.killed = true;
    this.kill();
  }
}
