import { type Db, messagesQueries } from '@nahbar/db';

type Row = messagesQueries.MessageRow | undefined;

interface Waiting {
  message: messagesQueries.BatchedMessage;
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

/** Enough to carry a busy moment in one statement, small enough that none waits long behind it. */
export const MESSAGE_BATCH_MAX = 256;

/**
 * Group commit for sends: while one write is on its way to the database, the sends that arrive
 * wait, and go together in the next statement (`insertBatch`) once it returns. A lone send in a
 * quiet room goes at once, in the single-row statement, so nothing waits for company. Each
 * sender hears back only once its row is committed. A batch that fails (a duplicate client id,
 * a room deleted under it) is not the others' problem: its messages are written again one by
 * one, so each gets its own answer or error.
 *
 * `maxBatch: 1` turns the grouping off (every send its own statement), for comparison.
 */
export class MessageWriter {
  private readonly waiting: Waiting[] = [];
  private writing = false;
  /** Statements sent and messages they carried, for the benchmarks and tests. */
  readonly stats = { statements: 0, messages: 0 };

  constructor(
    private readonly db: Db,
    private readonly maxBatch = MESSAGE_BATCH_MAX,
  ) {}

  write(message: messagesQueries.BatchedMessage): Promise<Row> {
    if (this.maxBatch <= 1) return this.single(message);
    return new Promise<Row>((resolve, reject) => {
      this.waiting.push({ message, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) await this.store(this.waiting.splice(0, this.maxBatch));
    } finally {
      this.writing = false;
    }
  }

  private async store(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const rows = await this.together(batch).catch(() => undefined);
      if (rows) {
        for (const [index, waiting] of batch.entries()) waiting.resolve(rows[index]);
        return;
      }
      // Nothing of the batch was stored: one by one below, each with its own outcome.
    }
    // In arrival order, as the batch would have numbered them.
    for (const waiting of batch) {
      await this.single(waiting.message).then(waiting.resolve, waiting.reject);
    }
  }

  private async together(batch: Waiting[]): Promise<Row[]> {
    this.stats.statements += 1;
    const rows = await messagesQueries.insertBatch(
      this.db,
      batch.map((waiting) => waiting.message),
    );
    this.stats.messages += batch.length;
    return rows;
  }

  private async single(message: messagesQueries.BatchedMessage): Promise<Row> {
    this.stats.statements += 1;
    const row = await messagesQueries.insertNext(this.db, message);
    this.stats.messages += 1;
    return row;
  }
}
