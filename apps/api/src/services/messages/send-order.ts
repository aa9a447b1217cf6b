/** One send's place in its member's order. */
export interface SendTicket {
  /** Resolves once the member's previous send has its place among the stored messages. */
  readonly turn: Promise<void>;
  /** This send has its place (or ended without one): the member's next send may go on. */
  pass(): void;
}

/**
 * Keeps each member's messages stored in the order they were sent while several of their sends
 * are under way at once (a socket serves the next frame once a send has taken its ticket):
 * a send checks and looks up on its own, then waits for its turn before it is written. The
 * writer keeps the order of what it is given, so a member's sequence ids follow their sends.
 */
export class SendOrder {
  /** The newest ticket's passing, per member with a send under way. */
  private readonly last = new Map<string, Promise<void>>();

  take(memberId: string): SendTicket {
    const turn = this.last.get(memberId) ?? Promise.resolve();
    let pass = () => {};
    const passed = new Promise<void>((resolve) => {
      pass = () => resolve();
    });
    // A send that ends early (refused, say) passes at once, yet the next still waits for the
    // one before: the turns form a chain.
    const passing = turn.then(() => passed);
    this.last.set(memberId, passing);
    void passing.then(() => {
      // The newest ticket passed: nothing of this member's is under way any more.
      if (this.last.get(memberId) === passing) this.last.delete(memberId);
    });
    return { turn, pass };
  }

  /** Members with a send under way (for the tests: nothing is left behind). */
  get size(): number {
    return this.last.size;
  }
}
