interface Turns {
  active: number;
  waiting: (() => void)[];
}

/**
 * How many frames of one member run at once, over all their sockets. Each socket already
 * handles its frames one after another; this keeps a member with many sockets from filling
 * the database's queue (the embedded database runs one statement at a time) ahead of everyone
 * else. Turns are handed out in arrival order. A send leaves its turn once it is admitted among
 * the member's sends under way, which services/messages/send-order.ts bounds on its own.
 */
export class MemberTurns {
  private readonly members = new Map<string, Turns>();

  constructor(private readonly perMember: number) {}

  /**
   * Runs `task` in one of the member's turns. The task may give its turn up before it ends
   * (`leaveTurn`: a send, whose remaining checks and write the member's send order bounds).
   */
  async run<T>(memberId: string, task: (leaveTurn: () => void) => Promise<T>): Promise<T> {
    const leaveTurn = await this.acquire(memberId);
    try {
      return await task(leaveTurn);
    } finally {
      leaveTurn();
    }
  }

  /** Waits for one of the member's turns; the function it gives back ends the turn (once). */
  async acquire(memberId: string): Promise<() => void> {
    await this.waitForTurn(memberId);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.release(memberId);
    };
  }

  /** Members holding or waiting for a turn (for the tests: nothing is left behind). */
  get size(): number {
    return this.members.size;
  }

  private waitForTurn(memberId: string): Promise<void> {
    let turns = this.members.get(memberId);
    if (!turns) {
      turns = { active: 0, waiting: [] };
      this.members.set(memberId, turns);
    }
    if (turns.active < this.perMember) {
      turns.active += 1;
      return Promise.resolve();
    }
    const queue = turns.waiting;
    return new Promise((resolve) => queue.push(resolve));
  }

  private release(memberId: string): void {
    const turns = this.members.get(memberId);
    if (!turns) return;
    const next = turns.waiting.shift();
    // The turn passes straight to the next in line; the count stays as it is.
    if (next) {
      next();
      return;
    }
    turns.active -= 1;
    if (turns.active === 0) this.members.delete(memberId);
  }
}
