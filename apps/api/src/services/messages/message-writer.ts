import { type Db, messagesQueries } from '@nahbar/db';
import { GroupedCalls } from '../db/grouped-calls';

type Row = messagesQueries.MessageRow | undefined;

/** Enough to carry a busy moment in one statement, small enough that none waits long behind it. */
export const MESSAGE_BATCH_MAX = 256;

/**
 * Group commit for sends: while one write is on its way to the database, the sends that arrive
 * wait, and go together in the next statement (`insertBatch`) once it returns. A lone send in a
 * quiet room goes at once, in the single-row statement, so nothing waits for company. Each
 * sender hears back only once its row is committed. A batch that fails (a duplicate client id,
 * a room deleted under it) is not the others' problem: its messages are written again one by
 * one, so each gets its own answer or error (services/db/grouped-calls.ts).
 *
 * `maxBatch: 1` turns the grouping off (every send its own statement), for comparison.
 */
export class MessageWriter {
  /** Statements sent and messages they carried, for the benchmarks and tests. */
  readonly stats = { statements: 0, messages: 0 };
  private readonly writes: GroupedCalls<messagesQueries.BatchedMessage, Row>;

  /** `onStored` is told how many rows each statement committed (the metrics count them). */
  constructor(db: Db, maxBatch = MESSAGE_BATCH_MAX, onStored: (count: number) => void = () => {}) {
    this.writes = new GroupedCalls(
      {
        together: async (batch) => {
          this.stats.statements += 1;
          const rows = await messagesQueries.insertBatch(db, batch);
          this.stats.messages += batch.length;
          onStored(rows.filter((row) => row !== undefined).length);
          return rows;
        },
        alone: async (message) => {
          this.stats.statements += 1;
          const row = await messagesQueries.insertNext(db, message);
          this.stats.messages += 1;
          if (row) onStored(1);
          return row;
        },
      },
      maxBatch,
    );
  }

  /** Stores `message`; `placed` is told once no later write can be stored before it. */
  write(message: messagesQueries.BatchedMessage, placed?: () => void): Promise<Row> {
    return this.writes.run(message, placed);
  }
}
