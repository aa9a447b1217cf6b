/**
 * Work a request starts and does not wait for: the mails and device notes that follow a sign-in,
 * a password reset request or a password change. The answer goes out first, so a slow or failing
 * outbox neither slows nor fails the request, and a "forgot password" costs the same on the
 * request path whether or not the account exists. Tasks run one after another in the order they
 * were asked for (a registration's device note comes before the next sign-in's check); a failure
 * is reported and the queue goes on.
 */
export class BackgroundTasks {
  private tail: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Queues a task; it starts after every task queued before it has finished. */
  run(task: () => Promise<unknown>): void {
    if (this.closed) return;
    this.tail = this.tail.then(task).then(
      () => undefined,
      (error: unknown) => this.onError(error),
    );
  }

  /** Resolves once every task queued so far has finished (tests wait for it; so does shutdown). */
  settled(): Promise<void> {
    return this.tail;
  }

  /** On shutdown: queued tasks still run (the database closes after this), then no more. */
  async close(): Promise<void> {
    await this.tail;
    this.closed = true;
  }
}
