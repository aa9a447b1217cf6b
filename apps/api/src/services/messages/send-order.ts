import { MemberTurns } from '../../realtime/member-turns';

/** Sends of one member that may be checked and stored at once, over all their sockets. */
export const SENDS_UNDER_WAY_PER_MEMBER = 32;

/** One send's place in its member's order. */
export interface SendTicket {
  /** Resolves once fewer than SENDS_UNDER_WAY_PER_MEMBER of the member's sends are under way. */
  readonly admitted: Promise<void>;
  /**
   * Resolves once an earlier send of the member with the same client id has ended: a repeat
   * then finds that row instead of racing it into the same statement, where the unique key
   * would fail the whole group.
   */
  readonly sameIdEnded: Promise<void>;
  /** Resolves once the member's previous send into the same room has its place among the stored messages. */
  readonly turn: Promise<void>;
  /** This send has its place (or will store nothing): the member's next send into the room may go on. */
  pass(): void;
  /** This send is over, stored or not (passes too). */
  end(): void;
}

const resolved = Promise.resolve();

/** A promise and the function that resolves it (any number of times). */
function signal(): [Promise<void>, () => void] {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = () => resolve();
  });
  return [fired, fire];
}

/**
 * Keeps each member's messages stored in the order they were sent while several of their sends
 * are under way at once (a socket serves the next frame once a send is admitted): a send checks
 * and looks up on its own, then waits for its turn before it is written, and the writer keeps the
 * order of what it is given, so a room's sequence ids follow each member's sends. The order is
 * per room: a send into one room never waits for a slow one (a photo) into another. At most
 * SENDS_UNDER_WAY_PER_MEMBER are admitted at once; the rest wait, and so do their sockets.
 */
export class SendOrder {
  /** The newest ticket's passing, per member and room with a send under way. */
  private readonly chains = new Map<string, Promise<void>>();
  /** The newest send's end, per member and client id under way. */
  private readonly clientIds = new Map<string, Promise<void>>();
  /** Admission: a turn of the member's among SENDS_UNDER_WAY_PER_MEMBER, held until the send ends. */
  private readonly underWay = new MemberTurns(SENDS_UNDER_WAY_PER_MEMBER);
  /** Sends taken and not yet ended, over all members; a shutdown waits for them (`settled`). */
  private open = 0;
  private readonly settledWaiters: Array<() => void> = [];

  take(memberId: string, roomId: string, clientMessageId: string | null): SendTicket {
    const chainKey = `${memberId}/${roomId}`;
    const turn = this.chains.get(chainKey) ?? resolved;
    const [passed, passNow] = signal();
    // A send that ends early (refused, say) passes at once, yet the next still waits for the
    // one before: the turns form a chain.
    const passing = turn.then(() => passed);
    this.chains.set(chainKey, passing);
    void passing.then(() => {
      if (this.chains.get(chainKey) === passing) this.chains.delete(chainKey);
    });

    const idKey = clientMessageId === null ? null : `${memberId}/${clientMessageId}`;
    const sameIdEnded = (idKey && this.clientIds.get(idKey)) || resolved;
    const [ended, endNow] = signal();
    if (idKey) this.clientIds.set(idKey, ended);

    const admission = this.underWay.acquire(memberId);
    this.open += 1;
    let counted = true;
    return {
      admitted: admission.then(() => undefined),
      sameIdEnded,
      turn,
      pass: passNow,
      // Each step is harmless when repeated: a send may end only once, but need not know it.
      end: () => {
        passNow();
        endNow();
        if (counted) {
          counted = false;
          this.open -= 1;
          if (this.open === 0) for (const wake of this.settledWaiters.splice(0)) wake();
        }
        if (idKey && this.clientIds.get(idKey) === ended) this.clientIds.delete(idKey);
        // Admitted or not yet: either way this send no longer counts.
        void admission.then((leave) => leave());
      },
    };
  }

  /** Resolves once no send is under way: those in flight at a shutdown are stored and answered. */
  settled(): Promise<void> {
    if (this.open === 0) return resolved;
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** Members, rooms and client ids with a send under way (for the tests: nothing is left behind). */
  get size(): number {
    return this.chains.size + this.clientIds.size + this.underWay.size;
  }
}
