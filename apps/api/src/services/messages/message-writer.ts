import { type Db, GroupedCalls, messageSendsQueries } from '@nahbar/db';

type Outcome = messageSendsQueries.SendOutcome;

/** Enough to carry a busy moment in one statement, small enough that none waits long behind it. */
export const MESSAGE_BATCH_MAX = 256;

/**
 * Group commit for sends: while one statement is on its way to the database, the sends that
 * arrive wait, and go together in the next (`storeSends`) once it returns. A lone send in a
 * quiet room goes at the end of its turn, alone, so nothing waits for company. The statement
 * checks each send (room, membership, mute, an earlier send of its client id) and stores those
 * it lets through, so a send costs the database one round trip (`storeEach`). Each sender
 * hears back only once its row is committed. A statement that fails (a client id stored at the same moment by
 * another instance, say) is not the others' problem: its sends run again one by one, so each
 * gets its own answer or error (packages/db/src/grouped-calls.ts).
 *
 * `maxBatch: 1` turns the grouping off (every send its own statement), for comparison.
 */
export class MessageWriter {
  /** Statements sent and sends they carried, for the benchmarks and tests. */
  readonly stats = { statements: 0, sends: 0 };
  private readonly writes: GroupedCalls<messageSendsQueries.SendRequest, Outcome>;

  /** `onStored` is told how many rows each statement committed (the metrics count them). */
  constructor(db: Db, maxBatch = MESSAGE_BATCH_MAX, onStored: (count: number) => void = () => {}) {
    const store = async (sends: readonly messageSendsQueries.SendRequest[]) => {
      const outcomes = await this.storeEach(db, sends);
      this.stats.sends += sends.length;
      const stored = outcomes.filter((outcome) => outcome.verdict === 'stored' && outcome.message).length;
      if (stored > 0) onStored(stored);
      return outcomes;
    };
    this.writes = new GroupedCalls(
      { together: store, alone: async (send) => (await store([send]))[0] as Outcome },
      maxBatch,
    );
  }

  /**
   * A lone send tries the plain statement first (a member's message into an open room, the
   * common case); what it does not store, and every group, goes to the statement that judges
   * each send. So a refused send, a retry or a first message into a public room costs two
   * round trips when alone, and every other send one.
   */
  private async storeEach(db: Db, sends: readonly messageSendsQueries.SendRequest[]): Promise<Outcome[]> {
    const [lone] = sends;
    if (lone && sends.length === 1) {
      this.stats.statements += 1;
      const stored = await messageSendsQueries.storePlainSend(db, lone);
      if (stored) return [stored];
    }
    this.stats.statements += 1;
    return messageSendsQueries.storeSends(db, sends);
  }

  /** Checks and stores `send`; `placed` is told once no later write can be stored before it. */
  write(send: messageSendsQueries.SendRequest, placed?: () => void): Promise<Outcome> {
    return this.writes.run(send, placed);
  }
}
