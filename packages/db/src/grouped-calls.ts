/** How a kind of database call runs for several inputs at once, and for one alone. */
export interface GroupableCall<In, Out> {
  /** One statement for all; all or nothing (a failure here is retried one by one). */
  together(inputs: readonly In[]): Promise<Out[]>;
  alone(input: In): Promise<Out>;
}

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls that arrive in the same turn of the event loop, or while one is on its way to the
 * database, wait and go together in the next statement (group commit, for writes and look-ups
 * alike). A call in a quiet moment goes at the end of its turn, alone, so nothing waits for
 * company longer than that. The turn matters for the embedded database: it answers within the
 * call, so no statement is ever "on its way" while other sends arrive, and without waiting for
 * the turn's end every send would go alone. When a group fails, its calls run again one by one,
 * so each gets its own answer or error and one bad input fails no other.
 *
 * `max` bounds a group; 1 turns grouping off (every call alone), for comparison.
 */
export class GroupedCalls<In, Out> {
  private readonly waiting: Waiting<In, Out>[] = [];
  private busy = false;

  constructor(
    private readonly call: GroupableCall<In, Out>,
    private readonly max: number,
  ) {}

  /**
   * `placed` is told once this call's place among later ones is fixed: at once when grouping
   * (groups run one after another, each in arrival order), at its end when every call goes
   * alone (calls then run side by side and may finish in any order).
   */
  run(input: In, placed?: () => void): Promise<Out> {
    if (this.max <= 1) {
      const alone = this.call.alone(input);
      return placed ? alone.finally(placed) : alone;
    }
    const out = new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.busy) return;
      this.busy = true;
      setImmediate(() => void this.drain());
    });
    placed?.();
    return out;
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.runGroup(this.waiting.splice(0, this.max));
    } finally {
      this.busy = false;
    }
  }

  private async runGroup(group: Waiting<In, Out>[]): Promise<void> {
    if (group.length > 1) {
      const outs = await this.call.together(group.map((waiting) => waiting.input)).catch(() => undefined);
      // Resolved outside the statement's error path: a caller's reaction is not the group's failure.
      if (outs) {
        for (const [index, waiting] of group.entries()) waiting.resolve(outs[index] as Out);
        return;
      }
    }
    // In arrival order, as the group would have run them.
    for (const waiting of group) {
      await this.call.alone(waiting.input).then(waiting.resolve, waiting.reject);
    }
  }
}
